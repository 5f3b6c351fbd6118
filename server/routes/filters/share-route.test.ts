import { beforeAll, describe, expect, it } from 'vitest'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import PostalMime from 'postal-mime'
import { databaseModes } from '../../../tests/support/server/test-database'
import { setUpTestApp } from '../../../tests/support/server/set-up-test-app'
import { TEST_PUBLIC_URL, buildTestApp } from '../../../tests/support/server/test-app'
import { readWrittenMails } from '../../mail/mail-files'
import {
  aSavedSearch,
  callAs,
  idOf,
  type FiltersCaller,
} from '../../../tests/support/server/filters-api'
import { createTestUser } from '../../../tests/support/server/test-users'

describe.each(databaseModes())('sharing a saved search by e-mail on %s', (mode) => {
  const suite = setUpTestApp(mode, { dataDirOnDisk: true })
  let asAnna: FiltersCaller
  let asBen: FiltersCaller

  beforeAll(async () => {
    asAnna = callAs(suite.app, await createTestUser(suite.app, suite.database, 'Anna Müller'))
    asBen = callAs(suite.app, await createTestUser(suite.app, suite.database, 'Ben Kollege'))
  })

  const mailsTo = async (address: string) =>
    (await readWrittenMails(path.join(suite.dataDir, 'mail'))).filter((mail) =>
      mail.decoded.split(/\r?\n/).includes(`To: ${address}`),
    )
  const createSearch = async (call: FiltersCaller, overrides = {}) =>
    idOf((await call({ method: 'POST', payload: aSavedSearch(overrides) })).json())
  const share = (call: FiltersCaller, id: string, payload: object) =>
    call({ method: 'POST', path: `/${id}/share`, payload })

  it('writes one German mail per recipient with the link to the search', async () => {
    const id = await createSearch(asAnna)
    const response = await share(asAnna, id, {
      recipients: ['eins@agenda.test', ' Zwei@Agenda.test', 'zwei@agenda.test'],
      message: 'Schau mal, für die Landtagswoche.',
    })
    expect(response.statusCode).toBe(202)
    expect(response.json()).toEqual({ sent: 2 })

    for (const address of ['eins@agenda.test', 'zwei@agenda.test']) {
      const [mail, ...others] = await mailsTo(address)
      expect(others).toEqual([])
      expect(mail?.decoded).toContain(
        'Anna Müller hat eine Suche mit Ihnen geteilt: Landtag Bayern',
      )
      expect(mail?.decoded).toContain(`${TEST_PUBLIC_URL}/app/events/standard?filterId=${id}`)
      expect(mail?.decoded).toContain('Schau mal, für die Landtagswoche.')
      expect(mail?.decoded).not.toContain('eins@agenda.test, zwei@agenda.test')
    }
  })

  it('shows a name that looks like an encoded-word in the subject as written', async () => {
    const name = '=?utf-8?Q?=0D=0ABcc:_x@y.org?='
    const id = await createSearch(asBen, { name })
    expect((await share(asBen, id, { recipients: ['fuenfte@agenda.test'] })).statusCode).toBe(202)
    const [mail] = await mailsTo('fuenfte@agenda.test')
    const raw = await readFile(mail?.file ?? '', 'utf8')
    const parsed = await PostalMime.parse(raw)
    expect(parsed.subject).toBe(`Ben Kollege hat eine Suche mit Ihnen geteilt: ${name}`)
    expect(parsed.headers.map((header) => header.key)).not.toContain('bcc')
    expect(parsed.bcc).toBeUndefined()
  })

  it('shares another user’s public search, but not their private one', async () => {
    const publicId = await createSearch(asAnna, { isPublic: true, name: 'Bundesliga' })
    const shared = await share(asBen, publicId, { recipients: ['dritte@agenda.test'] })
    expect(shared.statusCode).toBe(202)
    expect((await mailsTo('dritte@agenda.test'))[0]?.decoded).toContain(
      'Ben Kollege hat eine Suche mit Ihnen geteilt: Bundesliga',
    )
    const privateId = await createSearch(asAnna, { isPublic: false })
    expect((await share(asBen, privateId, { recipients: ['vierte@agenda.test'] })).statusCode).toBe(
      404,
    )
    expect(await mailsTo('vierte@agenda.test')).toEqual([])
  })

  it.each([
    ['an address without domain', { recipients: ['kollegin@'] }, '„kollegin@“ ist keine gültige'],
    ['an address with a space', { recipients: ['kol legin@agenda.test'] }, 'keine gültige'],
    ['two addresses in one', { recipients: ['a@agenda.test, b@agenda.test'] }, 'keine gültige'],
    ['a header injection', { recipients: ['a@agenda.test\nBcc: x@y.de'] }, 'keine gültige'],
    ['no recipients', { recipients: [] }, '1 bis 20'],
    [
      '21 recipients',
      { recipients: Array.from({ length: 21 }, (_, i) => `p${i}@agenda.test`) },
      '1 bis 20',
    ],
    ['recipients that are not a list', { recipients: 'a@agenda.test' }, '1 bis 20'],
    [
      'a message over 1000 characters',
      { recipients: ['a@agenda.test'], message: 'x'.repeat(1001) },
      'Nachricht',
    ],
  ])('refuses %s with a German 400 and sends nothing', async (_what, payload, message) => {
    const id = await createSearch(asAnna)
    const before = (await readWrittenMails(path.join(suite.dataDir, 'mail'))).length
    const response = await share(asAnna, id, payload)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: expect.stringContaining(message),
    })
    expect(await readWrittenMails(path.join(suite.dataDir, 'mail'))).toHaveLength(before)
  })

  it('allows 10 shares a minute per user, then answers 429 RATE_LIMITED', async () => {
    const user = await createTestUser(suite.app, suite.database, 'Eilig')
    const asUser = callAs(suite.app, user)
    const id = await createSearch(asUser)
    for (let round = 0; round < 10; round += 1) {
      const response = await share(asUser, id, { recipients: [`limit${round}@agenda.test`] })
      expect(response.statusCode).toBe(202)
    }
    const refused = await share(asUser, id, { recipients: ['limit10@agenda.test'] })
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toEqual({
      code: 'RATE_LIMITED',
      message: expect.stringContaining('pro Minute'),
    })
    expect(await mailsTo('limit10@agenda.test')).toEqual([])
    // The counter is per user: someone else may still share.
    expect(
      (await share(asAnna, await createSearch(asAnna), { recipients: ['frei@agenda.test'] }))
        .statusCode,
    ).toBe(202)
  })

  it.each([
    [{ accessStatus: 'inactive' }, 'ACCESS_INACTIVE'],
    [{ agendaPlus: false }, 'AGENDA_PLUS_REQUIRED'],
    [{ termsAccepted: false }, 'TERMS_NOT_ACCEPTED'],
  ] as const)(
    'refuses a share by an account with %o (403 %s) and mails nothing',
    async (profile, code) => {
      const publicId = await createSearch(asAnna, { isPublic: true })
      const restricted = await createTestUser(suite.app, suite.database, 'Gesperrt', profile)
      const before = (await readWrittenMails(path.join(suite.dataDir, 'mail'))).length
      const refused = await share(callAs(suite.app, restricted), publicId, {
        recipients: ['extern@example.com'],
      })
      expect(refused.statusCode).toBe(403)
      expect(refused.json()).toMatchObject({ code })
      expect(await readWrittenMails(path.join(suite.dataDir, 'mail'))).toHaveLength(before)
    },
  )

  it('holds one share limit for two server instances on one database', async () => {
    const second = await buildTestApp(suite.database, { DATA_DIR: suite.dataDir })
    try {
      const user = await createTestUser(suite.app, suite.database, 'Zwei Instanzen')
      const onFirst = callAs(suite.app, user)
      const onSecond = callAs(second, user)
      const id = await createSearch(onFirst)
      for (let round = 0; round < 10; round += 1) {
        const instance = round % 2 === 0 ? onFirst : onSecond
        const response = await share(instance, id, { recipients: [`beide${round}@agenda.test`] })
        expect(response.statusCode).toBe(202)
      }
      for (const instance of [onFirst, onSecond]) {
        const refused = await share(instance, id, { recipients: ['beide10@agenda.test'] })
        expect(refused.statusCode).toBe(429)
      }
      expect(await mailsTo('beide10@agenda.test')).toEqual([])
    } finally {
      await second.close()
    }
  })
})
