// `npm start`: builds the app and the server (compiled to dist-server/, scripts/build-server.mjs)
// when a build is missing or older than its sources, then starts the one server process on plain
// Node. `npm run simulate` (--simulate) starts it with the living demo on: a change of the agenda
// every SIMULATE_SECONDS (20 unless set). `--build-only` stops after the builds
// (scripts/start-cluster.ts starts its own processes).
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

const BUILDS = [
  {
    what: 'die App',
    output: 'dist/index.html',
    sources: ['src', 'sw', 'domain', 'public', 'index.html', 'vite.config.ts', 'package.json'],
    command: ['npx', ['vite', 'build', '--logLevel', 'warn']],
  },
  {
    what: 'den Server',
    output: 'dist-server/server.js',
    sources: [
      'server',
      'domain',
      'scripts/build-server.mjs',
      'tsconfig.server.json',
      'package.json',
    ],
    command: [process.execPath, ['scripts/build-server.mjs']],
  },
]

function newestMtime(entry) {
  if (!existsSync(entry)) return 0
  const stat = statSync(entry)
  if (!stat.isDirectory()) return stat.mtimeMs
  return readdirSync(entry).reduce(
    (newest, name) => Math.max(newest, newestMtime(path.join(entry, name))),
    stat.mtimeMs,
  )
}

for (const { what, output, sources, command } of BUILDS) {
  const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0
  if (builtAt >= Math.max(...sources.map(newestMtime))) continue
  console.log(`Baue ${what} …`)
  const build = spawnSync(command[0], command[1], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

if (process.argv.includes('--build-only')) process.exit(0)

const simulate = process.argv.includes('--simulate')
const env = simulate
  ? { ...process.env, SIMULATE_SECONDS: process.env.SIMULATE_SECONDS || '20' }
  : process.env
const server = spawnSync(process.execPath, ['--enable-source-maps', 'dist-server/server.js'], {
  stdio: 'inherit',
  env,
})
process.exit(server.status ?? 0)
