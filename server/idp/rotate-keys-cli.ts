// `npm run idp:rotate-keys`: a new generation of the embedded provider's keys signs from now on.
// Instances on DATABASE_URL take it up at once (NOTIFY); the previous keys stay published until
// the tokens and sessions they signed have expired (idp-keys.ts). With the embedded database
// (PGlite in DATA_DIR) stop the server first: only one process may open that directory.
import { loadConfig, runCommand } from '../config'
import { openDatabase } from '../db/database'
import { legacyKeyFile, loadIdpKeys, rotateIdpKeys } from './idp-keys'

async function main() {
  const config = loadConfig()
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir })
  try {
    // The current generation must exist (and a legacy file be imported) before a newer one.
    await loadIdpKeys(database.db, { legacyFile: legacyKeyFile(config) })
    const generation = await rotateIdpKeys(database)
    console.log(
      `Schlüsselgeneration ${generation} signiert jetzt (${database.kind}); die vorigen bleiben, bis ihre Anmeldungen abgelaufen sind.`,
    )
  } finally {
    await database.close()
  }
}

await runCommand(main)
