import { afterEach, describe, expect, it, vi } from 'vitest'
import sharp from 'sharp'
import type { SupportRequest } from '../../../domain/support-api'
import type { MailMessage } from '../../mail/mailer'
import { setUpTestApp } from '../../../tests/support/server/set-up-test-app'
import { databaseModes } from '../../../tests/support/server/test-database'
import { createTestUser } from '../../../tests/support/server/test-users'

const SUPPORT = '/useradmin/support'

const request: SupportRequest = {
  subject: 'PDF bricht ab',
  message: 'Beim Export der Monatsansicht <b>erscheint</b> ein Fehler.\nBitte prüfen.',
  diagnostics: {
    appVersion: '0.1.0 (abc1234)',
    userAgent: 'Mozilla/5.0 Testbrowser',
    online: true,
    page: '/app/events/monthly',
    errors: ['TypeError: x is undefined (feed.js:1:2)'],
  },
}

const picture = (format: 'png' | 'jpeg' | 'webp') => {
  const image = sharp({
    create: { width: 40, height: 30, channels: 3, background: '#0b3a5b' },
  }).withMetadata({ exif: { IFD0: { Copyright: 'geheim-im-exif' } } })
  return image.toFormat(format).toBuffer()
}

describe.each(databaseModes())('POST /useradmin/support on %s', (mode) => {
  const suite = setUpTestApp(mode)
  const send = (ticket: string | undefined, payload: object) =>
    suite.app.inject({
      method: 'POST',
      url: SUPPORT,
      headers: ticket ? { authorization: `Bearer ${ticket}` } : {},
      payload,
    })
  const captureMails = () => {
    const mails: MailMessage[] = []
    vi.spyOn(suite.app.mailer, 'send').mockImplementation(async (mail) => {
      mails.push(mail)
    })
    return mails
  }
  afterEach(() => vi.restoreAllMocks())

  it('mails the message with the diagnostics to the support, the reply going to the user', async () => {
    const mails = captureMails()
    const { user, ticket } = await createTestUser(suite.app, suite.database, 'Rita Redaktion')
    const response = await send(ticket, request)
    expect(response.statusCode).toBe(202)
    const { reference } = response.json() as { reference: string }
    expect(reference).toMatch(/^S-\d{8}-[2-9A-Z]{6}$/)
    expect(mails).toHaveLength(1)
    const [mail] = mails
    expect(mail).toMatchObject({
      to: 'agenda-support@agenda.test',
      replyTo: user.email,
      subject: `[${reference}] PDF bricht ab`,
    })
    expect(mail?.text).toContain('Bitte prüfen.')
    expect(mail?.text).toContain('- App-Version: 0.1.0 (abc1234)')
    expect(mail?.text).toContain('- Seite: /app/events/monthly')
    expect(mail?.text).toContain('TypeError: x is undefined')
    expect(mail?.html).toContain('&lt;b&gt;erscheint&lt;/b&gt;')
    expect(mail?.attachments).toBeUndefined()
  })

  it('says the diagnostics were switched off when none come', async () => {
    const mails = captureMails()
    const { ticket } = await createTestUser(suite.app, suite.database, 'Ohne Diagnose')
    const { diagnostics: _left, ...withoutDiagnostics } = request
    expect((await send(ticket, withoutDiagnostics)).statusCode).toBe(202)
    expect(mails[0]?.text).toContain('Diagnosedaten: vom Absender abgeschaltet.')
    expect(mails[0]?.text).not.toContain('App-Version')
  })

  it('attaches a PNG or JPEG screenshot encoded anew, without its metadata', async () => {
    const mails = captureMails()
    const { ticket } = await createTestUser(suite.app, suite.database, 'Mit Bild')
    for (const format of ['png', 'jpeg'] as const) {
      const data = (await picture(format)).toString('base64')
      const response = await send(ticket, {
        ...request,
        screenshot: { name: `Bildschirm Foto.${format}`, data },
      })
      expect(response.statusCode).toBe(202)
    }
    const [png, jpeg] = mails.map((mail) => mail.attachments?.[0])
    expect(png).toMatchObject({ filename: 'Bildschirm-Foto.png', contentType: 'image/png' })
    expect(jpeg).toMatchObject({ filename: 'Bildschirm-Foto.jpg', contentType: 'image/jpeg' })
    for (const attachment of [png, jpeg]) {
      const metadata = await sharp(attachment?.content).metadata()
      expect(metadata.exif).toBeUndefined()
      expect(metadata.width).toBe(40)
      expect(attachment?.content.includes('geheim-im-exif')).toBe(false)
    }
  })

  it.each([
    ['a WebP picture', async () => (await picture('webp')).toString('base64')],
    ['text calling itself a PNG', async () => Buffer.from('kein Bild').toString('base64')],
  ])('refuses %s as a screenshot', async (_what, data) => {
    const mails = captureMails()
    const { ticket } = await createTestUser(suite.app, suite.database, 'Falsches Bild')
    const response = await send(ticket, {
      ...request,
      screenshot: { name: 'bild.png', data: await data() },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      code: 'SCREENSHOT_INVALID',
      message: 'Der Screenshot muss ein PNG- oder JPEG-Bild sein.',
    })
    expect(mails).toEqual([])
  })

  it('refuses an empty subject and an unsigned request with German sentences', async () => {
    const { ticket } = await createTestUser(suite.app, suite.database, 'Leer')
    const blank = await send(ticket, { ...request, subject: '   ' })
    expect(blank.statusCode).toBe(400)
    expect((blank.json() as { message: string }).message).toContain('Betreff')
    const anonymous = await send(undefined, request)
    expect(anonymous.statusCode).toBe(401)
  })

  it('lets an inactive account write too (it is sent here for its access)', async () => {
    captureMails()
    const { ticket } = await createTestUser(suite.app, suite.database, 'Ines Inaktiv', {
      accessStatus: 'inactive',
    })
    expect((await send(ticket, request)).statusCode).toBe(202)
  })

  it('takes five messages at once, then refuses with 429 SUPPORT_LIMIT', async () => {
    captureMails()
    const { ticket } = await createTestUser(suite.app, suite.database, 'Vielschreiberin')
    for (let index = 0; index < 5; index += 1) {
      expect((await send(ticket, request)).statusCode).toBe(202)
    }
    const refused = await send(ticket, request)
    expect(refused.statusCode).toBe(429)
    expect(refused.headers['retry-after']).toBe('720')
    expect(refused.json()).toMatchObject({ code: 'SUPPORT_LIMIT' })
    expect((refused.json() as { message: string }).message).toContain('Bitte warten Sie 12 Minuten')
  })

  it('answers 502 MAIL_FAILED when the mail cannot go out', async () => {
    vi.spyOn(suite.app.mailer, 'send').mockRejectedValue(new Error('SMTP down'))
    const { ticket } = await createTestUser(suite.app, suite.database, 'Pech')
    const response = await send(ticket, request)
    expect(response.statusCode).toBe(502)
    expect(response.json()).toMatchObject({ code: 'MAIL_FAILED' })
  })
})
