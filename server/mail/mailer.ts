// Outgoing mail: through SMTP when SMTP_URL is set; otherwise each mail is written as an .eml
// file (opens in any mail program) under the data directory and its path logged.
import nodemailer from 'nodemailer'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import { headerText } from './header-text'

export interface MailAttachment {
  filename: string
  content: Buffer
  contentType: string
}

export interface MailMessage {
  to: string
  subject: string
  text: string
  html: string
  replyTo?: string
  attachments?: MailAttachment[]
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>
  /**
   * The same id is the same mail: it becomes the Message-ID, and the file mailer writes it once
   * (a retry after a crash mid-send does not write a second file).
   */
  id?: string
}

export interface Mailer {
  /** Sends one mail; resolves once SMTP accepted it or the .eml file is written. */
  send(message: MailMessage, log?: FastifyBaseLogger): Promise<void>
  close(): void
}

export interface MailerOptions {
  from: string
  smtpUrl?: string | undefined
  /** Where mails go without SMTP. */
  mailDir: string
  log: FastifyBaseLogger
}

export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl ? smtpMailer(options, options.smtpUrl) : fileMailer(options)
}

/** The message as nodemailer takes it: its id as Message-ID, the subject shown as written. */
function nodemailerMessage(from: string, { id, subject, ...message }: MailMessage) {
  const host = from.replace(/^.*@|>$/g, '')
  const messageId = id ? { messageId: `<${id}@${host}>` } : {}
  return { from, ...message, subject: headerText(subject), ...messageId }
}

function smtpMailer(options: MailerOptions, smtpUrl: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl)
  return {
    async send(message, log = options.log) {
      const info = await transport.sendMail(nodemailerMessage(options.from, message))
      log.info({ messageId: info.messageId, to: message.to }, 'mail sent via SMTP')
    },
    close: () => transport.close(),
  }
}

function fileMailer(options: MailerOptions): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true })
  return {
    async send(message, log = options.log) {
      const info = await transport.sendMail(nodemailerMessage(options.from, message))
      await mkdir(options.mailDir, { recursive: true })
      // Sortable by time, unique without coordination between instances; a mail with an id is
      // named by it alone, so writing it again finds the file and leaves it.
      const stamp = new Date().toISOString().replace(/[:.]/g, '-')
      const name = message.id ? `mail-${message.id}` : `${stamp}-${crypto.randomUUID()}`
      const file = path.join(options.mailDir, `${name}.eml`)
      try {
        await writeFile(file, info.message as Buffer, { flag: message.id ? 'wx' : 'w' })
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
        log.info({ file }, 'mail already written')
        return
      }
      log.info({ file, to: message.to }, 'mail written (no SMTP_URL set)')
    },
    close: () => transport.close(),
  }
}
