// Signed addresses of news item pictures. An <img> cannot send the ticket, so the news item API,
// which checks it, signs each picture's path with an expiry; the picture route checks the
// signature instead of a ticket. The expiry is rounded to whole days (UTC), so a picture keeps
// one address all day and the browser's and the service worker's caches can keep it.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Config } from '../../config'
import type { Database } from '../../db/database'
import { signingKeys } from '../../db/schema/index'

const DAY_MS = 86_400_000
const KEY_NAME = 'news-pictures'

type PictureLinkCheck = 'valid' | 'invalid' | 'expired'

interface PictureLinkQuery {
  expires?: string | undefined
  signature?: string | undefined
}

export interface PictureLinks {
  /** `/eventreports/api/v1/news/{id}/pictures/{index}?expires=…&signature=…`, valid 1–2 days. */
  url(newsItemId: string, index: number, now?: number): string
  check(newsItemId: string, index: number, query: PictureLinkQuery, now?: number): PictureLinkCheck
}

const picturePath = (newsItemId: string, index: number) =>
  `/eventreports/api/v1/news/${encodeURIComponent(newsItemId)}/pictures/${index}`

export function createPictureLinks(secret: Uint8Array | string): PictureLinks {
  const sign = (newsItemId: string, index: number, expires: string) =>
    createHmac('sha256', secret).update(`${newsItemId}\n${index}\n${expires}`).digest()
  return {
    url(newsItemId, index, now = Date.now()) {
      // The end of tomorrow (UTC): the same for every request today, never less than a day ahead.
      const expires = String(((Math.floor(now / DAY_MS) + 2) * DAY_MS) / 1000)
      const signature = sign(newsItemId, index, expires).toString('base64url')
      return `${picturePath(newsItemId, index)}?expires=${expires}&signature=${signature}`
    },
    check(newsItemId, index, { expires, signature }, now = Date.now()) {
      if (!expires || !signature || !/^\d{1,12}$/.test(expires)) return 'invalid'
      const expected = sign(newsItemId, index, expires)
      const given = Buffer.from(signature, 'base64url')
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid'
      return Number(expires) * 1000 <= now ? 'expired' : 'valid'
    },
  }
}

/**
 * The links of this configuration: signed with PICTURE_URL_SECRET, or else with a random key kept
 * in the database, so every instance on the same database signs and checks alike.
 */
export async function loadPictureLinks(config: Config, db: Database): Promise<PictureLinks> {
  if (config.PICTURE_URL_SECRET) return createPictureLinks(config.PICTURE_URL_SECRET)
  const read = async () => {
    const [row] = await db.select().from(signingKeys).where(eq(signingKeys.name, KEY_NAME))
    return (row?.privateJwk as { k?: string } | undefined)?.k
  }
  let key = await read()
  if (!key) {
    const candidate = { kty: 'oct', k: randomBytes(32).toString('base64url') }
    // Two instances starting together: the first insert wins and both use its key.
    await db
      .insert(signingKeys)
      .values({ name: KEY_NAME, privateJwk: candidate })
      .onConflictDoNothing()
    key = await read()
  }
  if (!key) throw new Error('the picture signing key could not be stored')
  return createPictureLinks(Buffer.from(key, 'base64url'))
}
