// `npm run seed -- --events 100000 [--seed agenda]`: writes the demo agenda into the database of
// DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite). Running it again adds nothing twice.
import { parseArgs } from 'node:util'
import { ConfigError, loadConfig, runCommand } from '../config'
import { DEFAULT_SEED } from '../demo/seed/generate-agenda'
import { seedAgenda } from '../demo/seed/seed-agenda'
import { openDatabase } from './database'

function readOptions(): { count: number; seed: string } {
  const { values } = parseArgs({
    options: {
      events: { type: 'string', default: '5000' },
      seed: { type: 'string', default: DEFAULT_SEED },
    },
  })
  const count = Number(values.events)
  if (!Number.isInteger(count) || count < 0 || count > 1_000_000) {
    throw new ConfigError('--events erwartet eine ganze Zahl von 0 bis 1000000.')
  }
  return { count, seed: values.seed }
}

async function main() {
  const { count, seed } = readOptions()
  const config = loadConfig()
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir })
  const started = performance.now()
  try {
    const result = await seedAgenda(database, { count, seed }, (done) => {
      process.stdout.write(
        `\r${done.toLocaleString('de-DE')} von ${count.toLocaleString('de-DE')} Terminen`,
      )
    })
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    console.log(
      `\n${result.events} Termine und ${result.newsItems} Meldungen erzeugt (${database.kind}, ${seconds} s); vorhandene Einträge bleiben unverändert.`,
    )
  } finally {
    await database.close()
  }
}

await runCommand(main)
