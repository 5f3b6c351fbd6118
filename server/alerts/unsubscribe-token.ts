// The unsubscribe links of alert mails (docs/security.md): an HS256 token naming the user and the
// saved search, signed with a key the server makes at first use and keeps in the database, so all
// instances share it. A changed token fails its signature and is refused.
import { SignJWT, jwtVerify } from 'jose'
import { sql } from 'drizzle-orm'
import type { Database } from '../db/database'
import { serverSecrets } from '../db/schema/index'

const SECRET_NAME = 'alert-unsubscribe'
const PURPOSE = 'alert-unsubscribe'

export interface UnsubscribeClaims {
  userId: string
  savedSearchId: string
}

async function signingKey(db: Database): Promise<Uint8Array> {
  const value = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url')
  await db.insert(serverSecrets).values({ name: SECRET_NAME, value }).onConflictDoNothing()
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(sql`${serverSecrets.name} = ${SECRET_NAME}`)
  if (!row) throw new Error('unsubscribe key missing')
  return Buffer.from(row.value, 'base64url')
}

export function unsubscribeTokens(db: Database) {
  let key: Promise<Uint8Array> | undefined
  const keyOnce = () => (key ??= signingKey(db))
  return {
    async sign(claims: UnsubscribeClaims): Promise<string> {
      return new SignJWT({ sid: claims.savedSearchId, purpose: PURPOSE })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.userId)
        .setIssuedAt()
        .sign(await keyOnce())
    },
    /** The claims, or null for a token that is not ours or was changed. */
    async verify(token: string): Promise<UnsubscribeClaims | null> {
      try {
        const { payload } = await jwtVerify(token, await keyOnce(), { algorithms: ['HS256'] })
        if (payload.purpose !== PURPOSE || typeof payload.sid !== 'string' || !payload.sub)
          return null
        return { userId: payload.sub, savedSearchId: payload.sid }
      } catch {
        return null
      }
    },
  }
}

export type UnsubscribeTokens = ReturnType<typeof unsubscribeTokens>
