// The VAPID key pair (RFC 8292) that signs every push request: made at the first start and kept
// in signing_keys as a JWK, so every instance on one database signs with the same key and the
// browsers' subscriptions (bound to the public key) survive restarts (docs/security.md#web-push).
import { eq } from 'drizzle-orm'
import { generateKeyPairSync } from 'node:crypto'
import type { Database } from '../../db/database'
import { signingKeys } from '../../db/schema/index'

const KEY_NAME = 'vapid'

/** web-push's form: the uncompressed P-256 public point and the private scalar, base64url. */
export interface VapidKeys {
  publicKey: string
  privateKey: string
}

interface EcJwk {
  kty: 'EC'
  crv: 'P-256'
  x: string
  y: string
  d: string
}

function newJwk(): EcJwk {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' })
  return privateKey.export({ format: 'jwk' }) as EcJwk
}

function fromJwk(jwk: EcJwk): VapidKeys {
  const point = Buffer.concat([
    Buffer.from([0x04]),
    Buffer.from(jwk.x, 'base64url'),
    Buffer.from(jwk.y, 'base64url'),
  ])
  return { publicKey: point.toString('base64url'), privateKey: jwk.d }
}

export async function loadVapidKeys(db: Database): Promise<VapidKeys> {
  const read = async () => {
    const [row] = await db.select().from(signingKeys).where(eq(signingKeys.name, KEY_NAME))
    return row?.privateJwk as EcJwk | undefined
  }
  let jwk = await read()
  if (!jwk) {
    // Two instances starting together: the first insert wins and both use its key.
    await db
      .insert(signingKeys)
      .values({ name: KEY_NAME, privateJwk: newJwk() })
      .onConflictDoNothing()
    jwk = await read()
  }
  if (!jwk) throw new Error('the VAPID key could not be stored')
  return fromJwk(jwk)
}
