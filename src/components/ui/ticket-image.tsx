// A picture the API gives only with the ticket (e.g. a submission's image, for its uploader and
// the planners): read as a blob through the HTTP client and shown as a data: URL (the page's
// Content-Security-Policy allows data: images, not blob:), since a plain <img src> sends no ticket.
import { useEffect, useState } from 'react'
import { httpClient } from '@/lib/http/http-client'

interface Loaded {
  url: string
  dataUrl?: string
  failed?: boolean
}

function readDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'))
    reader.readAsDataURL(blob)
  })
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
    let active = true
    httpClient
      .get<Blob>(url, { responseType: 'blob' })
      .then(readDataUrl)
      .then((dataUrl) => {
        if (active) setLoaded({ url, dataUrl })
      })
      .catch(() => {
        if (active) setLoaded({ url, failed: true })
      })
    return () => {
      active = false
    }
  }, [url])
  const current = loaded?.url === url ? loaded : null
  if (current?.failed) return <p className="ticket-image__note">Das Bild ist nicht erreichbar.</p>
  if (!current?.dataUrl) return <p className="ticket-image__note">Bild wird geladen …</p>
  return <img className={className} src={current.dataUrl} alt={alt} />
}
