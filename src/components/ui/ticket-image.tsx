// A picture the API gives only with the ticket (e.g. a submission's image, for its uploader and
// the planners): read as a blob through the HTTP client and shown from an object URL, since a
// plain <img src> sends no ticket.
import { useEffect, useState } from 'react'
import { httpClient } from '@/lib/http/http-client'

interface Loaded {
  url: string
  objectUrl?: string
  failed?: boolean
}

export function TicketImage({
  url,
  alt,
  className,
}: {
  url: string
  alt: string
  className?: string
}) {
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  useEffect(() => {
    let objectUrl: string | undefined
    let active = true
    httpClient
      .get<Blob>(url, { responseType: 'blob' })
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob)
        if (active) setLoaded({ url, objectUrl })
        else URL.revokeObjectURL(objectUrl)
      })
      .catch(() => {
        if (active) setLoaded({ url, failed: true })
      })
    return () => {
      active = false
      if (objectUrl) URL.revokeObjectURL(objectUrl)
    }
  }, [url])
  const current = loaded?.url === url ? loaded : null
  if (current?.failed) return <p className="ticket-image__note">Das Bild ist nicht erreichbar.</p>
  if (!current?.objectUrl) return <p className="ticket-image__note">Bild wird geladen …</p>
  return <img className={className} src={current.objectUrl} alt={alt} />
}
