import { describe, expect, it } from 'vitest'
import { mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { loadOrCreateIdpKeys, publicKeySet } from './idp-keys'

describe('the embedded provider’s keys', () => {
  it('are created once in the data directory and read back after a restart', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'agenda-idp-keys-'))
    try {
      const first = await loadOrCreateIdpKeys(dataDir)
      const afterRestart = await loadOrCreateIdpKeys(dataDir)
      expect(afterRestart).toEqual(first)
      expect((await stat(path.join(dataDir, 'idp-keys.json'))).mode & 0o777).toBe(0o600)
    } finally {
      await rm(dataDir, { recursive: true })
    }
  })

  it('publish only the public half of the signing key', async () => {
    const { keys } = publicKeySet(await loadOrCreateIdpKeys(undefined))
    expect(keys).toHaveLength(1)
    expect(keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', kid: expect.any(String) })
    expect(keys[0]).not.toHaveProperty('d')
    expect(keys[0]).not.toHaveProperty('p')
  })
})
