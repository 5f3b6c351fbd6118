// The share-search overlay (docs/product.md#sharing): copy the search's link (the 'copied' flag
// shows 1500 ms) or mail it to one or more colleagues with an optional message.
import { useRef, useState } from 'react'
import { Input, Label, TextArea, TextField } from 'react-aria-components'
import { SHARE_MESSAGE_MAX_LENGTH } from '@domain/saved-search-share'
import { Button } from '@/components/ui/button'
import { FormDialog } from '@/components/ui/form-dialog'
import '@/components/ui/form-field.css'
import { Icon } from '@/components/ui/icon'
import { showMessage } from '@/stores/message-bar'
import { useShareSavedSearch } from './api/share-saved-search'
import { useUpdateSavedSearch } from './api/update-saved-search'
import { parseShareForm } from './share-form'
import type { SavedSearch } from './saved-search'
import { useCopiedFlag } from '@/lib/react/use-copied-flag'
import './saved-search-dialogs.css'
import { plural } from '@domain/plural'
import { track } from '@/lib/analytics/track'

export function sharedSearchLink(id: string): string {
  const base = new URL(import.meta.env.BASE_URL, window.location.origin)
  return `${new URL('events/standard', base).href}?filterId=${encodeURIComponent(id)}`
}

export default function ShareSearchDialog({
  search,
  onClose,
}: {
  search: SavedSearch
  onClose: () => void
}) {
  const link = sharedSearchLink(search.id)
  const [copied, markCopied] = useCopiedFlag()
  const [recipientsText, setRecipientsText] = useState('')
  const [message, setMessage] = useState('')
  const [inputError, setInputError] = useState<string | null>(null)
  const share = useShareSavedSearch()
  const update = useUpdateSavedSearch()
  // One key per distinct mail, so sending again after a lost answer mails nobody twice.
  const sendKey = useRef({ payload: '', key: '' })

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link)
      markCopied()
    } catch {
      setInputError('Der Link konnte nicht kopiert werden. Bitte markieren und kopieren Sie ihn.')
    }
  }

  const send = async () => {
    const parsed = parseShareForm(recipientsText, message)
    if ('error' in parsed) return setInputError(parsed.error)
    setInputError(null)
    const { request } = parsed
    const payload = JSON.stringify(request)
    if (sendKey.current.payload !== payload) sendKey.current = { payload, key: crypto.randomUUID() }
    const result = await share.run(search.id, request, sendKey.current.key)
    if (!result.ok) return
    track({ kind: 'share', recipients: result.value })
    showMessage({
      type: 'success',
      text: plural(result.value, {
        one: 'Die Suche wurde an # Adresse geschickt.',
        other: 'Die Suche wurde an # Adressen geschickt.',
      }),
      icon: 'check-circle',
    })
    onClose()
  }

  return (
    <FormDialog
      title="Suche teilen"
      description={
        <>
          <p className="saved-search-dialog__summary">
            <strong>{search.name}</strong>
          </p>
          {!search.isPublic && (
            <div className="saved-search-note">
              <Icon name="lock" size="small" />
              <p>
                Diese Suche ist privat. Andere können den Link erst öffnen, wenn sie öffentlich ist.
              </p>
              <Button
                variant="secondary"
                disabled={update.busy}
                onClick={() =>
                  void update.run(
                    search.id,
                    { isPublic: true },
                    `Suche „${search.name}“ veröffentlichen`,
                  )
                }
              >
                Öffentlich machen
              </Button>
            </div>
          )}
          <div className="share-link">
            <TextField className="form-field share-link__field" value={link} isReadOnly>
              <Label>Link zur Suche</Label>
              <Input onFocus={(event) => event.currentTarget.select()} />
            </TextField>
            <Button variant="secondary" onClick={() => void copy()}>
              <Icon name={copied ? 'check' : 'link'} size="small" />
              {copied ? 'Kopiert' : 'Link kopieren'}
            </Button>
          </div>
        </>
      }
      submitLabel={
        <>
          <Icon name="mail" size="small" />
          Per E-Mail senden
        </>
      }
      pending={share.busy}
      error={inputError ?? share.error ?? update.error}
      cancelLabel="Schließen"
      onClose={onClose}
      onSubmit={() => void send()}
    >
      <TextField
        className="form-field"
        value={recipientsText}
        onChange={setRecipientsText}
        isRequired
      >
        <Label>E-Mail-Adressen</Label>
        <Input
          type="text"
          inputMode="email"
          placeholder="name@redaktion.de, kollegin@redaktion.de"
        />
      </TextField>
      <TextField
        className="form-field"
        value={message}
        onChange={setMessage}
        maxLength={SHARE_MESSAGE_MAX_LENGTH}
      >
        <Label>Nachricht (optional)</Label>
        <TextArea rows={3} />
      </TextField>
    </FormDialog>
  )
}
