// Every setting comes from the environment, checked once at start; a bad value stops the
// process with a message naming the variable, never a crash halfway through start-up.
import { Type, type Static } from '@sinclair/typebox'
import { Value } from '@sinclair/typebox/value'
import path from 'node:path'
import { parseTrustedProxies, type TrustedProxies } from './trust-proxy'

const EnvSchema = Type.Object({
  PORT: Type.Integer({ minimum: 1, maximum: 65535, default: 8080 }),
  HOST: Type.String({ minLength: 1, default: '0.0.0.0' }),
  PUBLIC_URL: Type.Optional(Type.String({ pattern: '^https?://[^/]+$' })),
  TRUST_PROXY: Type.Optional(Type.String()),
  DATA_DIR: Type.String({ minLength: 1, default: './data' }),
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
  AUTH_DOMAIN: Type.Optional(Type.String({ pattern: '^https?://' })),
  AUTH_CLIENT_ID: Type.Optional(Type.String({ minLength: 1 })),
  AUTH_AUDIENCE: Type.Optional(Type.String({ minLength: 1 })),
  TICKET_TTL: Type.Integer({ minimum: 30, maximum: 604800, default: 3600 }),
  SEED_EVENTS: Type.Integer({ minimum: 0, maximum: 1000000, default: 5000 }),
  /** A scraper of /metrics shows it as a bearer token; without it only the machine itself may. */
  METRICS_TOKEN: Type.Optional(Type.String({ minLength: 16 })),
  SMTP_URL: Type.Optional(Type.String({ pattern: '^smtps?://' })),
  /** Signs the addresses of news item pictures; instances serving one agenda must share it. */
  PICTURE_URL_SECRET: Type.Optional(Type.String({ minLength: 32 })),
  /** Host (or origin) of the folder items' preview links (docs/product.md#folders); defaults to PUBLIC_URL. */
  PREVIEW_HOST: Type.Optional(Type.String({ pattern: '^(https?://)?[A-Za-z0-9.-]+(:\\d+)?/?$' })),
  /** How often open collaboration sockets are checked against sign-out and account changes. */
  /**
   * Matomo's address (its matomo.js and matomo.php lie there). Without it the app loads no tracker;
   * with it only for users who agreed (docs/security.md#analytics-and-error-reports).
   */
  ANALYTICS_URL: Type.Optional(Type.String({ pattern: '^https?://[^\\s?#]+$' })),
  /** Where error reports go (a Sentry DSN); without it the app sends none. */
  ERROR_REPORT_DSN: Type.Optional(Type.String({ pattern: '^https?://[^\\s/@]+@[^\\s/]+/.*\\d$' })),
  SOCKET_RECHECK_SECONDS: Type.Integer({ minimum: 1, maximum: 3600, default: 15 }),
  /** The VAPID contact (RFC 8292) push services see with every push: mailto: or https:. */
  PUSH_SUBJECT: Type.String({
    pattern: '^(mailto:[^@\\s]+@[^@\\s]+|https://\\S+)$',
    default: 'mailto:agenda@localhost',
  }),
  /** Tests only: accept push endpoints on localhost, 127.0.0.1 and [::1], http or https (a local peer). */
  PUSH_ALLOW_LOCAL_ENDPOINTS: Type.Union([Type.Literal('true'), Type.Literal('false')], {
    default: 'false',
  }),
  /** Alerts: how long a delivery waits for further changes of the same entry (0 in tests). */
  ALERT_COALESCE_SECONDS: Type.Integer({ minimum: 0, maximum: 3600, default: 20 }),
  /** Followed entries: how long further changes join a notice after the first (0 in tests). */
  FOLLOW_COALESCE_MS: Type.Integer({ minimum: 0, maximum: 600000, default: 300 }),
  /** Job queue: how often an idle worker looks for due jobs besides being woken by NOTIFY. */
  JOB_POLL_MS: Type.Integer({ minimum: 10, maximum: 60000, default: 1000 }),
  /** Job queue: how long a claimed job is held before another worker may take it again. */
  JOB_LEASE_SECONDS: Type.Integer({ minimum: 1, maximum: 3600, default: 120 }),
  /** Job queue: jobs (or batches of alert deliveries) one worker runs at the same time. */
  JOB_CONCURRENCY: Type.Integer({ minimum: 1, maximum: 16, default: 4 }),
  /**
   * Uncached searches and day summaries one instance computes at the same time; the rest wait
   * their turn. Default on PostgreSQL: the machine's cores (docs/architecture.md#search-cache).
   */
  SEARCH_CONCURRENCY: Type.Optional(Type.Integer({ minimum: 1, maximum: 64 })),
  /** Job queue: 'off' starts no worker in this process (e.g. a web-only instance, some tests). */
  JOB_WORKER: Type.Union([Type.Literal('on'), Type.Literal('off')], { default: 'on' }),
  /** Live agenda: how long event_changes keeps a change (the alert matcher's unread ones longer). */
  EVENT_CHANGES_RETENTION_HOURS: Type.Integer({ minimum: 1, maximum: 8760, default: 72 }),
  /** The living demo (`npm run simulate`): one change of the agenda every this many seconds; 0 off. */
  SIMULATE_SECONDS: Type.Integer({ minimum: 0, maximum: 86400, default: 0 }),
  /** `production` turns off what only development needs (GraphQL introspection). */
  NODE_ENV: Type.Optional(Type.String({ minLength: 1 })),
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l)),
    { default: 'info' },
  ),
})

type Env = Static<typeof EnvSchema>

export interface Config extends Env {
  /** Origin the browser sees, e.g. http://localhost:8080. */
  publicUrl: string
  /** Reverse proxies whose X-Forwarded-* headers are believed (Fastify's trustProxy). */
  trustProxy: TrustedProxies
  /** Absolute data directory. */
  dataDir: string
  /** Host or origin of folder items' preview links. */
  previewHost: string
  /** Embedded OpenID provider on, unless a real Auth0 tenant is configured. */
  embeddedIdp: boolean
  authDomain: string
  authClientId: string
  authAudience: string
  /** ANALYTICS_URL without a trailing slash. */
  analyticsUrl?: string
}

export class ConfigError extends Error {}

/** Runs a command-line tool: a configuration error is printed for the operator, not thrown. */
export async function runCommand(main: () => Promise<void>): Promise<void> {
  try {
    await main()
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    console.error(error.message)
    process.exitCode = 1
  }
}

const INTEGER_VARS = new Set([
  'PORT',
  'TICKET_TTL',
  'SEED_EVENTS',
  'SOCKET_RECHECK_SECONDS',
  'ALERT_COALESCE_SECONDS',
  'FOLLOW_COALESCE_MS',
  'JOB_POLL_MS',
  'JOB_LEASE_SECONDS',
  'JOB_CONCURRENCY',
  'SEARCH_CONCURRENCY',
  'EVENT_CHANGES_RETENTION_HOURS',
  'SIMULATE_SECONDS',
])
const AUTH_VARS = ['AUTH_DOMAIN', 'AUTH_CLIENT_ID', 'AUTH_AUDIENCE'] as const

export const EMBEDDED_CLIENT_ID = 'agenda-web'
export const EMBEDDED_AUDIENCE = 'https://agenda.api/'

function readTrustedProxies(value: string | undefined): TrustedProxies {
  try {
    return parseTrustedProxies(value)
  } catch (error) {
    throw new ConfigError(`Invalid environment variable TRUST_PROXY: ${(error as Error).message}`)
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const raw: Record<string, unknown> = {}
  for (const key of Object.keys(EnvSchema.properties)) {
    const value = env[key]
    if (value === undefined || value === '') continue
    raw[key] = INTEGER_VARS.has(key) && /^-?\d+$/.test(value) ? Number(value) : value
  }
  const withDefaults = Value.Default(EnvSchema, raw)
  const firstError = Value.Errors(EnvSchema, withDefaults).First()
  if (firstError) {
    const name = firstError.path.replace(/^\//, '')
    throw new ConfigError(`Invalid environment variable ${name}: ${firstError.message}`)
  }
  const parsed = withDefaults as Env
  const authSet = AUTH_VARS.filter((name) => parsed[name] !== undefined)
  if (authSet.length > 0 && authSet.length < AUTH_VARS.length) {
    const missing = AUTH_VARS.filter((name) => parsed[name] === undefined)
    throw new ConfigError(
      `Invalid environment variable ${missing[0]}: set all of ${AUTH_VARS.join(', ')} or none`,
    )
  }
  const publicUrl = parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`
  const embeddedIdp = authSet.length === 0
  return {
    ...parsed,
    publicUrl,
    previewHost: parsed.PREVIEW_HOST ?? publicUrl,
    trustProxy: readTrustedProxies(parsed.TRUST_PROXY),
    dataDir: path.resolve(parsed.DATA_DIR),
    embeddedIdp,
    authDomain: parsed.AUTH_DOMAIN?.replace(/\/$/, '') ?? `${publicUrl}/idp`,
    authClientId: parsed.AUTH_CLIENT_ID ?? EMBEDDED_CLIENT_ID,
    authAudience: parsed.AUTH_AUDIENCE ?? EMBEDDED_AUDIENCE,
    analyticsUrl: parsed.ANALYTICS_URL?.replace(/\/+$/, ''),
  }
}
