// `npm run start:cluster -- --instances 3`: N server instances on DATABASE_URL behind nginx on
// PORT (8080), for trying the production setup locally; Ctrl-C stops them all. The instances
// listen on the ports after PORT. Builds the app and the server first when needed (as `npm start`
// does) and runs the compiled server, as in production.
import { spawnSync } from 'node:child_process'
import { parseArgs } from 'node:util'
import { startCluster } from './cluster/cluster'

const databaseUrl = process.env.DATABASE_URL
if (!databaseUrl) {
  console.error(
    'DATABASE_URL fehlt: mehrere Instanzen teilen sich eine PostgreSQL-Datenbank, z. B.\n' +
      '  DATABASE_URL=postgresql://postgres@127.0.0.1:5432/agenda npm run start:cluster -- --instances 3\n' +
      'DATABASE_URL is missing: the instances share one PostgreSQL database (see above).',
  )
  process.exit(1)
}
const { values } = parseArgs({ options: { instances: { type: 'string', default: '3' } } })
const instances = Number(values.instances)
if (!Number.isInteger(instances) || instances < 1 || instances > 16) {
  console.error('--instances muss eine ganze Zahl von 1 bis 16 sein.')
  process.exit(1)
}
const port = Number(process.env.PORT ?? 8080)

const build = spawnSync(process.execPath, ['scripts/start.mjs', '--build-only'], {
  stdio: 'inherit',
})
if (build.status !== 0) process.exit(build.status ?? 1)

const cluster = await startCluster({ databaseUrl, instances, port, compiled: true })
console.log(
  `Agenda läuft auf ${cluster.url}/app/ hinter nginx: ${instances} Instanzen auf den Ports ${cluster.instancePorts.join(', ')}. Strg-C beendet alles.`,
)
let stopping = false
const stop = () => {
  if (stopping) return
  stopping = true
  void cluster.stop().then(() => process.exit(0))
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
