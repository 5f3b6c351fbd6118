import { afterEach, describe, expect, it, vi } from 'vitest'
import type { FastifyBaseLogger } from 'fastify'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import PostalMime from 'postal-mime'
import { createMailer } from './mailer'
import { readWrittenMails } from './mail-files'

const silentLog = () =>
  ({ info: vi.fn(), error: vi.fn(), child: vi.fn() }) as unknown as FastifyBaseLogger & {
    info: ReturnType<typeof vi.fn>
  }

describe('the mailer without SMTP_URL', () => {
  let mailDir: string | undefined
  afterEach(async () => {
    if (mailDir) await rm(mailDir, { recursive: true, force: true })
  })

  it('writes each mail as an .eml file a mail program can open, and logs its path', async () => {
    mailDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'agenda-mailer-')), 'mail')
    const log = silentLog()
    const mailer = createMailer({ from: 'Agenda <noreply@agenda.test>', mailDir, log })
    const longLink = `http://agenda.test/app/events/standard?filterId=${crypto.randomUUID()}`
    await mailer.send({
      to: 'kollegin@agenda.test',
      replyTo: 'redaktion@agenda.test',
      subject: 'Grüße aus der Agenda',
      text: `Bitte öffnen: ${longLink}`,
      html: `<p>Bitte öffnen: <a href="${longLink}">Link</a></p>`,
    })
    mailer.close()

    const [mail, ...others] = await readWrittenMails(mailDir)
    expect(others).toEqual([])
    expect(mail?.decoded).toMatch(/^To: kollegin@agenda\.test$/m)
    expect(mail?.decoded).toMatch(/^Reply-To: redaktion@agenda\.test$/m)
    expect(mail?.decoded).toMatch(/^From: Agenda <noreply@agenda\.test>$/m)
    expect(mail?.decoded).toContain(`Bitte öffnen: ${longLink}`)
    expect(mail?.decoded).toContain('Content-Type: text/html')
    expect(log.info).toHaveBeenCalledWith(
      { file: mail?.file, to: 'kollegin@agenda.test' },
      expect.any(String),
    )
  })

  it.each([
    ['an encoded-word', 'Zu Ihrer Suche „=?utf-8?Q?=0D=0ABcc:_x@y.org?=“'],
    ['an ASCII encoded-word', '[AG-1] =?utf-8?B?DQpCY2M6IHhAeS5vcmc=?= bitte lesen'],
    ['an encoded-word cut short', 'Betreff =?utf-8?Q?x'],
  ])('sends a subject with %s so that it is shown as written', async (_what, subject) => {
    mailDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'agenda-mailer-')), 'mail')
    const mailer = createMailer({ from: 'Agenda <noreply@agenda.test>', mailDir, log: silentLog() })
    await mailer.send({ to: 'kollegin@agenda.test', subject, text: 'Hallo', html: '<p>Hallo</p>' })
    mailer.close()

    const [mail] = await readWrittenMails(mailDir)
    const parsed = await PostalMime.parse(await readFile(mail?.file ?? '', 'utf8'))
    expect(parsed.subject).toBe(subject)
    expect(parsed.headers.map((header) => header.key)).not.toContain('bcc')
  })
})
