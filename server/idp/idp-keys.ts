// The embedded provider's secrets: its RS256 signing key (published as JWKS) and the keys that
// sign its cookies. Kept in DATA_DIR/idp-keys.json so a restart keeps every sign-in valid.
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose'
import { randomBytes } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

export interface IdpKeys {
  /** Private signing keys, newest first. */
  signingKeys: JWK[]
  cookieKeys: string[]
}

async function createKeys(): Promise<IdpKeys> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true })
  const jwk = await exportJWK(privateKey)
  const kid = await calculateJwkThumbprint(jwk)
  return {
    signingKeys: [{ ...jwk, kid, alg: 'RS256', use: 'sig' }],
    cookieKeys: [randomBytes(32).toString('base64url')],
  }
}

/** Reads the keys from `dataDir`, creating them on first start; no dataDir keeps them in memory. */
export async function loadOrCreateIdpKeys(dataDir: string | undefined): Promise<IdpKeys> {
  if (!dataDir) return createKeys()
  const file = path.join(dataDir, 'idp-keys.json')
  try {
    return JSON.parse(await readFile(file, 'utf8')) as IdpKeys
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  await mkdir(dataDir, { recursive: true })
  const keys = await createKeys()
  try {
    // 'wx': when two processes start together, the first file written wins for both.
    await writeFile(file, JSON.stringify(keys, null, 2), { flag: 'wx', mode: 0o600 })
    return keys
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    return JSON.parse(await readFile(file, 'utf8')) as IdpKeys
  }
}

/** The public half of the signing keys, as served at /.well-known/jwks.json. */
export function publicKeySet(keys: IdpKeys): { keys: JWK[] } {
  return {
    keys: keys.signingKeys.map(({ d, p, q, dp, dq, qi, ...publicJwk }) => publicJwk),
  }
}
