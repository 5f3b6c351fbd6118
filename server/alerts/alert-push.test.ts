// The push channel of alerts (docs/architecture.md "Alerts and jobs"): a search with push on sends
// one notice per alert to the owner's devices through a real push service peer, which checks the
// VAPID signature and decrypts it; a search without push sends none, and running the jobs again
// sends nothing twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { anEvent, insertEvents } from '../../tests/support/server/agenda-factories'
import { aSavedSearch, callAs } from '../../tests/support/server/filters-api'
import {
  startPushServicePeer,
  type PushServicePeer,
} from '../../tests/support/push-peer/push-service-peer'
import { setUpTestApp } from '../../tests/support/server/set-up-test-app'
import { databaseModes } from '../../tests/support/server/test-database'
import { createTestUser, type TestUser } from '../../tests/support/server/test-users'

describe.each(databaseModes())('alert pushes (%s)', (mode) => {
  const testApp = setUpTestApp(mode, {
    env: { JOB_WORKER: 'off', ALERT_COALESCE_SECONDS: '0', PUSH_ALLOW_LOCAL_ENDPOINTS: 'true' },
  })
  let peer: PushServicePeer
  beforeAll(async () => {
    peer = await startPushServicePeer()
  })
  afterAll(() => peer.close())

  const drain = async () => {
    while (await testApp.app.jobWorker.workOnce()) {
      // until the queue is empty
    }
  }
  const subscribe = async (who: TestUser) => {
    const subscription = peer.subscribe(testApp.app.push.publicKey)
    const saved = await testApp.app.inject({
      method: 'POST',
      url: '/useradmin/push/subscriptions',
      headers: { authorization: `Bearer ${who.ticket}` },
      payload: { ...subscription, expirationTime: null },
    })
    expect(saved.statusCode, saved.body).toBe(201)
    return subscription
  }
  const saveSearch = async (who: TestUser, word: string, push: boolean) => {
    const created = await callAs(
      testApp.app,
      who,
    )({
      method: 'POST',
      payload: aSavedSearch({
        name: word,
        filterRules: [{ type: 'FILTER_FULLTEXT', values: [word] }],
        alerts: { inApp: true, mail: 'off', push },
      }),
    })
    expect(created.statusCode, created.body).toBe(201)
  }

  it('pushes a matching entry once to the devices of a search with push on, and only there', async () => {
    const clara = await createTestUser(testApp.app, testApp.database, 'Clara')
    const dirk = await createTestUser(testApp.app, testApp.database, 'Dirk')
    const claras = await subscribe(clara)
    const dirks = await subscribe(dirk)
    await saveSearch(clara, 'Handball', true)
    await saveSearch(dirk, 'Handball', false)

    await insertEvents(testApp.database, [
      anEvent({ id: 'handball-1', title: 'Handball: Füchse gegen Kiel' }),
    ])
    await drain()
    await drain()

    const toClara = peer.received.filter((push) => push.endpoint === claras.endpoint)
    expect(toClara).toHaveLength(1)
    const notice = JSON.parse(toClara[0]?.plaintext ?? '{}') as Record<string, string>
    expect(notice.title).toBe('1 Eintrag zu „Handball“')
    expect(notice.body).toContain('Handball: Füchse gegen Kiel (neu)')
    expect(notice.url).toBe('/app/events/standard/detail/handball-1')
    expect(peer.received.filter((push) => push.endpoint === dirks.endpoint)).toHaveLength(0)
  })
})
