// The secret of a calendar feed: 32 random bytes in its address, kept only as their SHA-256, so a
// copy of the database gives nobody a working feed address.
import { createHash, randomBytes } from 'node:crypto'

export const newFeedToken = () => randomBytes(32).toString('base64url')

export const hashFeedToken = (token: string) =>
  createHash('sha256').update(token).digest('base64url')

/** The feed's https and webcal addresses. */
export function feedUrls(publicUrl: string, token: string) {
  const url = `${publicUrl}/calendar/v1/${token}.ics`
  return { url, webcalUrl: url.replace(/^https?:/, 'webcal:') }
}
