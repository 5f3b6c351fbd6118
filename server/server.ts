// Starts the one process: reads the configuration, opens the database, listens on PORT and
// shuts down cleanly on SIGTERM/SIGINT (in-flight requests finish, the database closes).
import { ConfigError, loadConfig, type Config } from './config'
import { openDatabase } from './db/database'
import { buildApp } from './app'
import { seedIfEmpty } from './demo/seed/seed-agenda'

function readConfig(): Config {
  try {
    return loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Agenda kann nicht starten. ${error.message}`)
      process.exit(1)
    }
    throw error
  }
}

async function main() {
  const config = readConfig()
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.dataDir,
  })
  const app = await buildApp({ config, database })
  const seeded = await seedIfEmpty(database, config.SEED_EVENTS)
  if (seeded) app.log.info(seeded, 'demo agenda seeded into the empty database')

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down')
    await app.close()
    await database.close()
    process.exit(0)
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))

  await app.listen({ port: config.PORT, host: config.HOST })
  app.log.info(`Agenda läuft auf ${config.publicUrl}/app/ (Datenbank: ${database.kind})`)
}

await main()
