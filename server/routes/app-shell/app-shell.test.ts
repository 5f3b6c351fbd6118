import type { FastifyInstance } from 'fastify'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../app'
import { testConfig } from '../../../tests/support/server/test-app'
import { openTestDatabase, type TestDatabase } from '../../../tests/support/server/test-database'

describe('the app shell', () => {
  let distDir: string
  let testDatabase: TestDatabase
  let app: FastifyInstance

  beforeAll(async () => {
    distDir = await mkdtemp(path.join(os.tmpdir(), 'agenda-dist-'))
    await mkdir(path.join(distDir, 'assets'))
    const files = {
      'index.html': '<!doctype html><title>Agenda</title>',
      'sw.js': 'self.skipWaiting()',
      'sw.js.map': '{"version":3,"sources":["sw/sw.ts"]}',
      'assets/index-abc.js': 'console.log(1)',
      'assets/index-abc.js.map': '{"version":3,"sources":["src/main.tsx"]}',
    }
    for (const [file, content] of Object.entries(files)) {
      await writeFile(path.join(distDir, file), content)
    }
    testDatabase = await openTestDatabase('pglite')
    app = await buildApp({ config: testConfig(), database: testDatabase.database, distDir })
  })
  afterAll(async () => {
    await app.close()
    await testDatabase.drop()
    await rm(distDir, { recursive: true, force: true })
  })

  it('serves the page and the code with the security headers', async () => {
    for (const url of ['/app/', '/app/events/list', '/app/sw.js', '/app/assets/index-abc.js']) {
      const response = await app.inject({ method: 'GET', url })
      expect(response.statusCode, url).toBe(200)
      expect(response.headers['content-security-policy'], url).toContain("script-src 'self';")
      expect(response.headers['x-content-type-options'], url).toBe('nosniff')
    }
  })

  it('never serves source maps', async () => {
    for (const url of ['/app/sw.js.map', '/app/assets/index-abc.js.map']) {
      const response = await app.inject({ method: 'GET', url })
      expect(response.statusCode, url).toBe(404)
      expect(response.body, url).not.toContain('"sources"')
    }
  })
})
