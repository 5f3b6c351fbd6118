// The app the fuzzing suites share: PGlite in memory, a built app shell of one page, one event
// with a news item and one saved search of the active demo account `redaktion@agenda.test`, made a
// planner for the fuzzing.
import { afterAll, beforeAll } from 'vitest'
import fc from 'fast-check'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { savedSearches, users } from '../../server/db/schema/index'
import { fuzzParameters } from '../../domain/testing/fuzz-runs'
import { anEvent, insertEvents, insertNewsItem } from '../support/server/agenda-factories'
import { demoTicket } from '../support/server/demo-ticket'
import { buildTestApp } from '../support/server/test-app'
import { openTestDatabase, type TestDatabase } from '../support/server/test-database'
import {
  endpointName,
  fuzzRequests,
  isCoveredElsewhere,
  type FuzzRequest,
  type FuzzedEndpoint,
} from './endpoints'
import { FUZZ_IDS } from './request-bodies'

/** The arbitrary requests each endpoint gets: a tenth in every test run, all in `npm run test:deep`. */
const CASES_PER_ENDPOINT = { sample: 500, deep: 5000 }
/** Generous: a busy 2-core machine runs these several times slower than an idle one. */
export const FUZZ_TIMEOUT_MS = 240_000

export interface FuzzApp {
  /** `METHOD /path` of every route the app registered (HEAD twins left out). */
  readonly routeNames: ReadonlySet<string>
  /** Sends the suite's number of arbitrary requests; fails on a 5xx or a refusal without a code. */
  fuzz(endpoint: FuzzedEndpoint): Promise<void>
}

async function seedRows(testDatabase: TestDatabase): Promise<void> {
  const { database } = testDatabase
  await insertEvents(database, [anEvent({ id: FUZZ_IDS.event, ressorts: ['pl'] })])
  await insertNewsItem(database, { id: FUZZ_IDS.newsItem, eventId: FUZZ_IDS.event })
  await database.db.insert(savedSearches).values({
    id: FUZZ_IDS.savedSearch,
    ownerId: 'demo-redaktion',
    name: 'Landtag',
    filterRules: [{ type: 'FILTER_FULLTEXT', values: ['Landtag'] }],
  })
  // A planner, so the planning desk's routes are fuzzed past their role check.
  await database.db.update(users).set({ isPlanner: true }).where(eq(users.id, 'demo-redaktion'))
}

function checkAnswer(endpoint: FuzzedEndpoint, response: LightMyRequestResponse): void {
  const status = response.statusCode
  if (status >= 500) throw new Error(`${status}: ${response.body.slice(0, 300)}`)
  if (status < 400 || endpoint.errors === 'html') return
  const body = response.json<Record<string, unknown>>()
  if (endpoint.errors === 'graphql') {
    const [first] = (body.errors ?? []) as { message?: unknown; extensions?: { code?: unknown } }[]
    if (typeof first?.message !== 'string' || typeof first.extensions?.code !== 'string') {
      throw new Error(`${status} without a coded GraphQL error: ${response.body.slice(0, 300)}`)
    }
    return
  }
  if (typeof body.code !== 'string' || typeof body.message !== 'string') {
    throw new Error(`${status} without {code, message}: ${response.body.slice(0, 300)}`)
  }
}

export function setUpFuzzApp(): FuzzApp {
  const runs = fuzzParameters(CASES_PER_ENDPOINT)
  const routeNames = new Set<string>()
  let testDatabase: TestDatabase | undefined
  let app: FastifyInstance | undefined
  let distDir: string | undefined
  let ticket = ''

  beforeAll(async () => {
    distDir = await mkdtemp(path.join(os.tmpdir(), 'agenda-fuzz-dist-'))
    await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>Agenda</title>')
    testDatabase = await openTestDatabase('pglite')
    const onRoute = (route: { method: string | string[]; url: string }) => {
      for (const method of [route.method].flat()) {
        if (!isCoveredElsewhere(method)) routeNames.add(endpointName({ method, url: route.url }))
      }
    }
    // As in production, where introspection is refused (docs/security.md#input).
    const production = { NODE_ENV: 'production' }
    app = await buildTestApp(testDatabase.database, production, { distDir, onRoute })
    ticket = await demoTicket(app, testDatabase.database)
    await seedRows(testDatabase)
  })
  afterAll(async () => {
    await app?.close()
    await testDatabase?.drop()
    if (distDir) await rm(distDir, { recursive: true, force: true })
  })

  const send = (request: FuzzRequest) => {
    if (!app) throw new Error('The fuzz app is used before beforeAll ran')
    return app.inject({
      method: request.method,
      url: request.url,
      headers: {
        authorization: `Bearer ${ticket}`,
        ...(request.contentType ? { 'content-type': request.contentType } : {}),
      },
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    })
  }

  return {
    routeNames,
    fuzz: (endpoint) =>
      fc.assert(
        fc.asyncProperty(fuzzRequests(endpoint), async (request) => {
          checkAnswer(endpoint, await send(request))
        }),
        runs,
      ),
  }
}

/** The vitest table of a group's endpoints: `[name, endpoint]` rows. */
export const endpointsTable = (endpoints: readonly FuzzedEndpoint[]) =>
  endpoints.map((endpoint) => [endpointName(endpoint), endpoint] as const)
