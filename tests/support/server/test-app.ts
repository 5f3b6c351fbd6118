// Builds the real server for `inject` tests: the given database, a quiet logger, no port.
import type { FastifyInstance } from 'fastify'
import { buildApp, type AppOptions } from '../../../server/app'
import { loadConfig, type Config } from '../../../server/config'
import type { DatabaseHandle } from '../../../server/db/database'

export const TEST_PUBLIC_URL = 'http://agenda.test'

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    PUBLIC_URL: TEST_PUBLIC_URL,
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    ...overrides,
  })
}

export async function buildTestApp(
  database: DatabaseHandle,
  overrides: Record<string, string> = {},
  options: Pick<AppOptions, 'distDir' | 'onRoute'> = {},
): Promise<FastifyInstance> {
  const app = await buildApp({ config: testConfig(overrides), database, logger: false, ...options })
  await app.ready()
  return app
}
