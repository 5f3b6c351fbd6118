import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { calculateJwkThumbprint, exportJWK, generateKeyPair } from 'jose'
import {
  databaseModes,
  openTestDatabase,
  type TestDatabase,
} from '../../tests/support/server/test-database'
import { deleteRetiredIdpKeys, loadIdpKeys, publicKeySet, rotateIdpKeys } from './idp-keys'

const HOUR_MS = 60 * 60_000
const DAY_MS = 24 * HOUR_MS

/** A DATA_DIR/idp-keys.json as the server wrote it before the keys moved into the database. */
async function writeLegacyFile(dataDir: string) {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true })
  const jwk = await exportJWK(privateKey)
  const legacy = {
    signingKeys: [{ ...jwk, kid: await calculateJwkThumbprint(jwk), alg: 'RS256', use: 'sig' }],
    cookieKeys: ['legacy-cookie-key'],
  }
  const file = path.join(dataDir, 'idp-keys.json')
  await writeFile(file, JSON.stringify(legacy), { mode: 0o600 })
  return { file, legacy }
}

describe.each(databaseModes())('the embedded provider’s keys on %s', (mode) => {
  let testDatabase: TestDatabase
  let dataDir: string
  beforeAll(async () => {
    testDatabase = await openTestDatabase(mode)
    dataDir = await mkdtemp(path.join(tmpdir(), 'agenda-idp-keys-'))
  })
  afterAll(async () => {
    await testDatabase.drop()
    await rm(dataDir, { recursive: true })
  })
  const db = () => testDatabase.database.db
  /** Moves every generation's birth back, as if that much time had passed. */
  const age = (ms: number) =>
    testDatabase.database.query(
      `UPDATE idp_keys SET created_at = created_at - make_interval(secs => $1)`,
      [ms / 1000],
    )

  it('import an idp-keys.json once; instances starting together agree on it', async () => {
    const { file, legacy } = await writeLegacyFile(dataDir)
    const [first, second] = await Promise.all([
      loadIdpKeys(db(), { legacyFile: file }),
      loadIdpKeys(db(), { legacyFile: file }),
    ])
    expect(first).toEqual(legacy)
    expect(second).toEqual(legacy)
    // Another file later changes nothing: the database holds the keys now.
    const other = await writeLegacyFile(await mkdtemp(path.join(dataDir, 'other-')))
    expect(await loadIdpKeys(db(), { legacyFile: other.file })).toEqual(legacy)
    expect(await loadIdpKeys(db())).toEqual(legacy)
  })

  it('rotate: the new key signs first, the old one stays until its tokens and sessions expired', async () => {
    const before = await loadIdpKeys(db())
    const [oldKid] = before.signingKeys.map((jwk) => jwk.kid)
    expect(await rotateIdpKeys(testDatabase.database)).toBe(2)
    const after = await loadIdpKeys(db())
    expect(after.signingKeys.map((jwk) => jwk.kid)).toEqual([expect.any(String), oldKid])
    expect(after.signingKeys[0]?.kid).not.toBe(oldKid)
    expect(after.cookieKeys).toEqual([expect.any(String), before.cookieKeys[0]])

    await age(2 * HOUR_MS)
    const tokensExpired = await loadIdpKeys(db())
    expect(tokensExpired.signingKeys.map((jwk) => jwk.kid)).toEqual([after.signingKeys[0]?.kid])
    expect(tokensExpired.cookieKeys).toEqual(after.cookieKeys)

    await deleteRetiredIdpKeys(db())
    expect(await testDatabase.database.query('SELECT generation FROM idp_keys')).toHaveLength(2)
    await age(15 * DAY_MS)
    await deleteRetiredIdpKeys(db())
    const rows = await testDatabase.database.query('SELECT generation FROM idp_keys')
    expect(rows).toEqual([{ generation: 2 }])
    expect(await loadIdpKeys(db())).toEqual({
      signingKeys: [after.signingKeys[0]],
      cookieKeys: [after.cookieKeys[0]],
    })
  })

  it('publish only the public half of the signing keys', async () => {
    const { keys } = publicKeySet(await loadIdpKeys(db()))
    expect(keys).toHaveLength(1)
    expect(keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', kid: expect.any(String) })
    expect(keys[0]).not.toHaveProperty('d')
    expect(keys[0]).not.toHaveProperty('p')
  })
})
