// A submission's image (issue 17): the field in the form's last step (choose, upload, preview,
// caption, remove) and the picture itself, read with the ticket (only the uploader and the
// planners may see it, so a plain <img src> cannot load it).
import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { TicketImage } from '@/components/ui/ticket-image'
import { readBase64 } from '@/lib/files/read-base64'
import { httpClient } from '@/lib/http/http-client'
import { HttpError } from '@/lib/http/http-error'
import {
  SUBMISSION_IMAGE_INVALID_MESSAGE,
  SUBMISSION_IMAGE_MAX_BYTES,
  SUBMISSION_IMAGE_TOO_LARGE_MESSAGE,
  SUBMISSION_IMAGE_TYPES,
} from '@domain/submission-image'

const IMAGES_URL = 'events/submissions/images'

/** The stored (re-encoded) image; its caption as the text alternative. */
export function SubmissionImage({ id, alt }: { id: string; alt: string }) {
  return (
    <TicketImage
      className="submission-image"
      url={`${IMAGES_URL}/${encodeURIComponent(id)}`}
      alt={alt}
    />
  )
}

function fileProblem(file: File): string | null {
  if (!(SUBMISSION_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return SUBMISSION_IMAGE_INVALID_MESSAGE
  }
  return file.size > SUBMISSION_IMAGE_MAX_BYTES ? SUBMISSION_IMAGE_TOO_LARGE_MESSAGE : null
}

type Image = { id: string; caption: string } | undefined

/** Choose a JPEG or PNG (checked here for type and size, then by the server), caption, remove. */
export function ImageField({
  image,
  onChange,
  error,
  inputId,
}: {
  image: Image
  onChange: (image: Image) => void
  error?: string
  /** The file input's id, where the form's error summary links to. */
  inputId: string
}) {
  const ids = useId()
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const shown = problem ?? error

  const upload = async (file: File | undefined) => {
    if (!file) return
    const refused = fileProblem(file)
    setProblem(refused)
    if (refused) return
    setBusy(true)
    try {
      const { id } = await httpClient.post<{ id: string }>(
        IMAGES_URL,
        { data: await readBase64(file) },
        { timeout: 60_000 },
      )
      onChange({ id, caption: image?.caption ?? '' })
    } catch (caught) {
      setProblem(
        caught instanceof HttpError ? caught.userMessage : 'Das Bild konnte nicht gelesen werden.',
      )
    } finally {
      setBusy(false)
    }
  }

  return (
    <fieldset className="submission-group" aria-busy={busy}>
      <legend>Bild (freiwillig)</legend>
      <div className="form-field submission-field">
        <label htmlFor={inputId}>
          {image ? 'Anderes Bild wählen' : 'Bild wählen'} (JPEG oder PNG, bis 5 MB)
        </label>
        <input
          id={inputId}
          type="file"
          accept={SUBMISSION_IMAGE_TYPES.join(',')}
          disabled={busy}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${inputId}-error` : undefined}
          onChange={(event) => {
            void upload(event.target.files?.[0])
            event.target.value = ''
          }}
        />
        <p className="submission-field__error" id={`${inputId}-error`} role="alert">
          {shown}
        </p>
        <p className="submission-image__status" aria-live="polite">
          {busy ? 'Bild wird hochgeladen …' : ''}
        </p>
      </div>
      {image && (
        <div className="submission-image__preview">
          <SubmissionImage id={image.id} alt={image.caption || 'Vorschau des Bildes'} />
          <div className="form-field submission-field">
            <label htmlFor={`${ids}-caption`}>Bildunterschrift und Quelle</label>
            <input
              id={`${ids}-caption`}
              value={image.caption}
              maxLength={200}
              onChange={(event) => onChange({ ...image, caption: event.target.value })}
            />
          </div>
          <Button
            variant="quiet"
            onClick={() => {
              setProblem(null)
              onChange(undefined)
            }}
          >
            Bild entfernen
          </Button>
        </div>
      )}
    </fieldset>
  )
}
