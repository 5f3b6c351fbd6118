// `npm start`: builds the app when the build is missing or older than its sources, then starts
// the one server process (TypeScript run through tsx). `npm run simulate` (--simulate) starts it
// with the living demo on: a change of the agenda every SIMULATE_SECONDS (20 unless set).
// `--build-only` stops after the build (scripts/start-cluster.ts starts its own processes).
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

const SOURCES = ['src', 'sw', 'domain', 'public', 'index.html', 'vite.config.ts', 'package.json']

function newestMtime(entry) {
  if (!existsSync(entry)) return 0
  const stat = statSync(entry)
  if (!stat.isDirectory()) return stat.mtimeMs
  return readdirSync(entry).reduce(
    (newest, name) => Math.max(newest, newestMtime(path.join(entry, name))),
    stat.mtimeMs,
  )
}

const builtAt = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0
if (builtAt < Math.max(...SOURCES.map(newestMtime))) {
  console.log('Baue die App …')
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

if (process.argv.includes('--build-only')) process.exit(0)

const simulate = process.argv.includes('--simulate')
const env = simulate
  ? { ...process.env, SIMULATE_SECONDS: process.env.SIMULATE_SECONDS || '20' }
  : process.env
const server = spawnSync(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
  stdio: 'inherit',
  env,
})
process.exit(server.status ?? 0)
