// The save-search overlay (SPEC §2): name, 'Benachrichtigungen' and 'Öffentlich'. Saves what the
// feed shows now as a new search, or edits (renames) an existing one.
import { useState, type FormEvent } from 'react'
import { useAtomValue } from 'jotai'
import {
  Checkbox,
  Dialog,
  Heading,
  Input,
  Label,
  Modal,
  ModalOverlay,
  TextField,
} from 'react-aria-components'
import { formatSearchQuery } from '@domain/search-syntax'
import { Button } from '@/components/ui/button'
import { filtersAtom } from '@/stores/filters'
import { useCreateSavedSearch } from './api/create-saved-search'
import { useUpdateSavedSearch } from './api/update-saved-search'
import type { SavedSearch } from './saved-search'
import { rulesOfFilters } from './search-filters'

const NAME_MAX_LENGTH = 100

interface SaveSearchDialogProps {
  /** The search to edit; without it the dialog saves the current filters as a new one. */
  search?: SavedSearch
  onClose: () => void
  /** Called with the new search's id (null while it waits for a connection). */
  onCreated?: (id: string | null) => void
}

export function SaveSearchDialog({ search, onClose, onCreated }: SaveSearchDialogProps) {
  const filters = useAtomValue(filtersAtom)
  const [name, setName] = useState(search?.name ?? '')
  const [notify, setNotify] = useState(search?.notify ?? false)
  const [isPublic, setIsPublic] = useState(search?.isPublic ?? false)
  const create = useCreateSavedSearch()
  const update = useUpdateSavedSearch()
  const rules = search?.filterRules ?? rulesOfFilters(filters)
  const query = formatSearchQuery(rules)
  const otherRules = rules.filter((rule) => rule.type !== 'FILTER_FULLTEXT').length

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const trimmed = name.trim()
    if (search) {
      const result = await update.run(
        search.id,
        { name: trimmed, notify, isPublic },
        `Suche „${trimmed}“ ändern`,
      )
      if (result.ok) onClose()
      return
    }
    const result = await create.run({ name: trimmed, filterRules: rules, notify, isPublic })
    if (result.ok) {
      onCreated?.(result.value)
      onClose()
    }
  }
  const error = create.error ?? update.error
  const busy = create.busy || update.busy

  return (
    <ModalOverlay className="saved-search-overlay" isOpen isDismissable onOpenChange={onClose}>
      <Modal className="saved-search-modal">
        <Dialog className="saved-search-dialog">
          <Heading slot="title">{search ? 'Suche bearbeiten' : 'Suche speichern'}</Heading>
          <form onSubmit={(event) => void onSubmit(event)}>
            <p className="saved-search-dialog__summary">
              {query ? (
                <>
                  Suchbegriffe: <strong>{query}</strong>
                </>
              ) : (
                'Ohne Suchbegriffe'
              )}
              {otherRules > 0 && ` · ${otherRules} Filter`}
            </p>
            <TextField
              className="saved-search-field"
              value={name}
              onChange={setName}
              isRequired
              maxLength={NAME_MAX_LENGTH}
            >
              <Label>Name</Label>
              <Input placeholder="z. B. Landtag Bayern" />
            </TextField>
            <Checkbox className="saved-search-checkbox" isSelected={notify} onChange={setNotify}>
              <span className="saved-search-checkbox__box" aria-hidden="true" />
              <span>
                Benachrichtigungen
                <small>Per E-Mail, wenn neue Termine zu dieser Suche erscheinen</small>
              </span>
            </Checkbox>
            <Checkbox
              className="saved-search-checkbox"
              isSelected={isPublic}
              onChange={setIsPublic}
            >
              <span className="saved-search-checkbox__box" aria-hidden="true" />
              <span>
                Öffentlich
                <small>Kolleginnen und Kollegen können die Suche über ihren Link öffnen</small>
              </span>
            </Checkbox>
            {error && (
              <p className="saved-search-dialog__error" role="alert">
                {error}
              </p>
            )}
            <div className="saved-search-dialog__actions">
              <Button variant="quiet" onClick={onClose}>
                Abbrechen
              </Button>
              <Button type="submit" disabled={busy || name.trim() === ''}>
                Speichern
              </Button>
            </div>
          </form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
