// The embedded provider's secrets, in the database (table idp_keys) so that every instance on it
// signs and verifies alike: per generation an RS256 signing key (published as JWKS) and a key
// that signs the provider's cookies. The newest generation signs. An older one stays for as long
// as something it signed may still be shown: its signing key for a token's lifetime, its cookie
// key for a session's, counted from when the next generation came plus the time instances take
// to notice it (KEY_RELOAD_INTERVAL_MS). Then it is deleted.
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose'
import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { desc, sql } from 'drizzle-orm'
import type { Config } from '../config'
import type { Database, DatabaseHandle } from '../db/database'
import { idpKeys } from '../db/schema/index'
import { SESSION_TTL_SECONDS, TOKEN_TTL_SECONDS } from './lifetimes'

export interface IdpKeys {
  /** Private signing keys, newest (the one that signs) first. */
  signingKeys: JWK[]
  /** Cookie keys, newest (the one that signs) first. */
  cookieKeys: string[]
}

/** Instances re-read the keys on a NOTIFY here (a rotation) and at least this often. */
export const IDP_KEYS_CHANNEL = 'agenda_idp_keys'
export const KEY_RELOAD_INTERVAL_MS = 5 * 60_000
/** jose's leeway when our API verifies a provider token (provider-token.ts). */
const CLOCK_TOLERANCE_MS = 60_000
const SIGNING_KEY_KEPT_MS = TOKEN_TTL_SECONDS * 1000 + KEY_RELOAD_INTERVAL_MS + CLOCK_TOLERANCE_MS
const COOKIE_KEY_KEPT_MS = SESSION_TTL_SECONDS * 1000 + KEY_RELOAD_INTERVAL_MS

interface Generation {
  signingJwk: JWK
  cookieKey: string
}

async function newGeneration(): Promise<Generation> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true })
  const jwk = await exportJWK(privateKey)
  const kid = await calculateJwkThumbprint(jwk)
  return {
    signingJwk: { ...jwk, kid, alg: 'RS256', use: 'sig' },
    cookieKey: randomBytes(32).toString('base64url'),
  }
}

/** Where the keys were kept before issue 20: imported as the first generation, so sign-ins stay. */
export function legacyKeyFile(config: Config): string | undefined {
  return config.DATA_DIR === 'memory://' ? undefined : path.join(config.dataDir, 'idp-keys.json')
}

/** The keys of that file, if there is one. */
async function legacyGeneration(file: string): Promise<Generation | undefined> {
  try {
    const legacy = JSON.parse(await readFile(file, 'utf8')) as Partial<IdpKeys>
    const [signingJwk] = legacy.signingKeys ?? []
    const [cookieKey] = legacy.cookieKeys ?? []
    return signingJwk && cookieKey ? { signingJwk, cookieKey } : undefined
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}

const readGenerations = (db: Database) =>
  db.select().from(idpKeys).orderBy(desc(idpKeys.generation))

/** What of `rows` (newest first) is still in force at `now`. */
function keysInForce(rows: Awaited<ReturnType<typeof readGenerations>>, now: number): IdpKeys {
  const keys: IdpKeys = { signingKeys: [], cookieKeys: [] }
  rows.forEach((row, index) => {
    const retiredAt = index === 0 ? Infinity : (rows[index - 1]?.createdAt.getTime() ?? Infinity)
    if (now < retiredAt + SIGNING_KEY_KEPT_MS) keys.signingKeys.push(row.signingJwk)
    if (now < retiredAt + COOKIE_KEY_KEPT_MS) keys.cookieKeys.push(row.cookieKey)
  })
  return keys
}

/**
 * The keys in force. With none stored yet, the first generation is made, from `legacyFile` when
 * that exists; instances starting together each try to insert generation 1 and all read back
 * the one that won.
 */
export async function loadIdpKeys(
  db: Database,
  options: { legacyFile?: string | undefined; now?: number } = {},
): Promise<IdpKeys> {
  let rows = await readGenerations(db)
  if (rows.length === 0) {
    const legacy = options.legacyFile ? await legacyGeneration(options.legacyFile) : undefined
    const first = legacy ?? (await newGeneration())
    await db
      .insert(idpKeys)
      .values({ generation: 1, ...first })
      .onConflictDoNothing()
    rows = await readGenerations(db)
  }
  return keysInForce(rows, options.now ?? Date.now())
}

/**
 * Makes a new generation the one that signs and tells every instance (NOTIFY); generations
 * nothing valid can refer to any more are deleted. Two rotations at once add one generation.
 */
export async function rotateIdpKeys(database: DatabaseHandle): Promise<number> {
  const { db } = database
  await deleteRetiredIdpKeys(db)
  const [newest] = await readGenerations(db).limit(1)
  const generation = (newest?.generation ?? 0) + 1
  await db
    .insert(idpKeys)
    .values({ generation, ...(await newGeneration()) })
    .onConflictDoNothing()
  await database.query('SELECT pg_notify($1, $2)', [IDP_KEYS_CHANNEL, String(generation)])
  return generation
}

/** Deletes generations whose successor came longer ago than anything they signed can live. */
export async function deleteRetiredIdpKeys(db: Database, now = Date.now()): Promise<void> {
  const cutoff = new Date(now - Math.max(SIGNING_KEY_KEPT_MS, COOKIE_KEY_KEPT_MS))
  await db.delete(idpKeys).where(sql`exists (
    select 1 from ${idpKeys} as successor
    where successor.generation > ${idpKeys.generation} and successor.created_at < ${cutoff.toISOString()})`)
}

/** The public half of the signing keys, as served at /.well-known/jwks.json. */
export function publicKeySet(keys: IdpKeys): { keys: JWK[] } {
  return {
    keys: keys.signingKeys.map(({ d, p, q, dp, dq, qi, ...publicJwk }) => publicJwk),
  }
}
