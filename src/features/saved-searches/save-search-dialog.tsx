// The save-search overlay (docs/product.md#saved-searches): name, the alert channels and
// 'Öffentlich'. Saves what the feed shows now as a new search, or edits (renames) an existing one.
import { useState } from 'react'
import { useAtomValue } from 'jotai'
import { Checkbox, Input, Label, TextField } from 'react-aria-components'
import { rulesOfFilters } from '@domain/filter-selection'
import { listSearchToSave } from '@domain/labels/search-to-save'
import { refusalMessage } from '@domain/refusal-message'
import { cleanSavedSearchName, SAVED_SEARCH_NAME_MAX_LENGTH } from '@domain/saved-search-name'
import { SavedSearchCreateSchema, SavedSearchPatchSchema } from '@domain/saved-search-resource'
import { FormDialog } from '@/components/ui/form-dialog'
import '@/components/ui/form-field.css'
import { filtersAtom } from '@/stores/feed-filters'
import { useCreateSavedSearch } from './api/create-saved-search'
import { useUpdateSavedSearch } from './api/update-saved-search'
import type { SavedSearch } from './saved-search'
import { AlertChannels, NO_ALERTS } from './alert-channels'
import './saved-search-dialogs.css'
import { track } from '@/lib/analytics/track'

interface SaveSearchDialogProps {
  /** The search to edit; without it the dialog saves the current filters as a new one. */
  search?: SavedSearch
  onClose: () => void
  /** Called with the new search's id (null while it waits for a connection). */
  onCreated?: (id: string | null) => void
}

export default function SaveSearchDialog({ search, onClose, onCreated }: SaveSearchDialogProps) {
  const filters = useAtomValue(filtersAtom)
  const [name, setName] = useState(search?.name ?? '')
  const [alerts, setAlerts] = useState(search?.alerts ?? NO_ALERTS)
  const [isPublic, setIsPublic] = useState(search?.isPublic ?? false)
  const [inputError, setInputError] = useState<string | null>(null)
  const create = useCreateSavedSearch()
  const update = useUpdateSavedSearch()
  const rules = search?.filterRules ?? rulesOfFilters(filters)
  const toSave = listSearchToSave(rules)

  const save = async () => {
    const cleanName = cleanSavedSearchName(name)
    const patch = { name: cleanName, alerts, isPublic }
    const body = { ...patch, filterRules: rules }
    // Checked as the server will check it, so a search made offline is not queued to be refused.
    const refusal = search
      ? refusalMessage(SavedSearchPatchSchema, patch)
      : refusalMessage(SavedSearchCreateSchema, body)
    setInputError(refusal)
    if (refusal !== null) return
    if (search) {
      const result = await update.run(search.id, patch, `Suche „${cleanName}“ ändern`)
      if (result.ok) onClose()
      return
    }
    const result = await create.run(body)
    if (result.ok) {
      track({ kind: 'save' })
      onCreated?.(result.value)
      onClose()
    }
  }
  return (
    <FormDialog
      title={search ? 'Suche bearbeiten' : 'Suche speichern'}
      submitLabel="Speichern"
      pending={create.busy || update.busy}
      canSubmit={cleanSavedSearchName(name) !== ''}
      error={inputError ?? create.error ?? update.error}
      onClose={onClose}
      onSubmit={() => void save()}
    >
      <p className="saved-search-dialog__summary" id="saved-search-holds">
        Gespeichert wird:
      </p>
      <ul className="saved-search-dialog__holds" aria-labelledby="saved-search-holds">
        {toSave.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <TextField
        className="form-field"
        value={name}
        onChange={setName}
        isRequired
        maxLength={SAVED_SEARCH_NAME_MAX_LENGTH}
      >
        <Label>Name</Label>
        <Input placeholder="z. B. Landtag Bayern" />
      </TextField>
      <AlertChannels alerts={alerts} onChange={setAlerts} />
      <Checkbox className="saved-search-checkbox" isSelected={isPublic} onChange={setIsPublic}>
        <span className="saved-search-checkbox__box" aria-hidden="true" />
        <span>
          Öffentlich
          <small>Kolleginnen und Kollegen können die Suche über ihren Link öffnen</small>
        </span>
      </Checkbox>
    </FormDialog>
  )
}
