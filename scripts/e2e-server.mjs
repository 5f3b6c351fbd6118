// The server for end-to-end tests, started as in production: compiled afresh
// (scripts/build-server.mjs), then run on plain Node. A fresh data directory every run, so every
// test run starts from the demo accounts and the seeded agenda.
import { spawn, spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'

const build = spawnSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' })
if (build.status !== 0) process.exit(build.status ?? 1)

const dataDir = process.env.E2E_DATA_DIR ?? 'test-results/e2e-data'
rmSync(dataDir, { recursive: true, force: true })
const server = spawn(process.execPath, ['--enable-source-maps', 'dist-server/server.js'], {
  stdio: 'inherit',
  // End-to-end tests exercise the embedded default (PGlite); the API suites cover PostgreSQL.
  env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
})
const stop = () => server.kill('SIGTERM')
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
server.on('exit', (code) => process.exit(code ?? 0))
