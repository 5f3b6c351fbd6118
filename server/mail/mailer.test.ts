import { afterEach, describe, expect, it, vi } from 'vitest'
import type { FastifyBaseLogger } from 'fastify'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
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
})
