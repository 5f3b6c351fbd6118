// Upgrading a server whose provider kept its keys in DATA_DIR/idp-keys.json: the keys move into
// the database once, so whoever signed in before goes on without signing in again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { calculateJwkThumbprint, decodeProtectedHeader, exportJWK, generateKeyPair } from 'jose'
import {
  databaseModes,
  openTestDatabase,
  type TestDatabase,
} from '../../tests/support/server/test-database'
import { ProviderBrowser } from '../../tests/support/server/provider-sign-in'
import { buildTestApp } from '../../tests/support/server/test-app'

describe.each(databaseModes())('an idp-keys.json from before the upgrade on %s', (mode) => {
  let testDatabase: TestDatabase
  let dataDir: string
  let legacyKid: string
  beforeAll(async () => {
    testDatabase = await openTestDatabase(mode)
    dataDir = await mkdtemp(path.join(tmpdir(), 'agenda-key-upgrade-'))
    const { privateKey } = await generateKeyPair('RS256', { extractable: true })
    const jwk = await exportJWK(privateKey)
    legacyKid = await calculateJwkThumbprint(jwk)
    const legacy = {
      signingKeys: [{ ...jwk, kid: legacyKid, alg: 'RS256', use: 'sig' }],
      cookieKeys: ['cookie-key-from-the-file'],
    }
    await writeFile(path.join(dataDir, 'idp-keys.json'), JSON.stringify(legacy), { mode: 0o600 })
  })
  afterAll(async () => {
    await testDatabase.drop()
    await rm(dataDir, { recursive: true })
  })

  it('keeps signing with its keys, and sign-ins survive when the file is gone', async () => {
    const upgraded = await buildTestApp(testDatabase.database, { DATA_DIR: dataDir })
    const browser = new ProviderBrowser(upgraded)
    const tokens = await browser.signIn('redaktion@agenda.test')
    expect(decodeProtectedHeader(tokens.access_token).kid).toBe(legacyKid)
    await upgraded.close()
    await rm(path.join(dataDir, 'idp-keys.json'))

    // Another instance, or a restart with the file deleted: the database has the keys now.
    const next = await buildTestApp(testDatabase.database)
    try {
      browser.app = next
      const silent = await browser.authorize({ prompt: 'none', response_mode: 'web_message' })
      expect(silent.body).toMatch(/"code":"[\w-]+"/)
      const exchange = await next.inject({
        method: 'POST',
        url: '/useradmin/access-token-exchange',
        payload: { access_token: tokens.access_token },
      })
      expect(exchange.statusCode).toBe(200)
    } finally {
      await next.close()
    }
  })
})
