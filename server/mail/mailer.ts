// Outgoing mail: through SMTP when SMTP_URL is set; otherwise each mail is written as an .eml
// file (opens in any mail program) under the data directory and its path logged.
import nodemailer from 'nodemailer'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { FastifyBaseLogger } from 'fastify'

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

function smtpMailer(options: MailerOptions, smtpUrl: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl)
  return {
    async send(message, log = options.log) {
      const info = await transport.sendMail({ from: options.from, ...message })
      log.info({ messageId: info.messageId, to: message.to }, 'mail sent via SMTP')
    },
    close: () => transport.close(),
  }
}

function fileMailer(options: MailerOptions): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true })
  return {
    async send(message, log = options.log) {
      const info = await transport.sendMail({ from: options.from, ...message })
      await mkdir(options.mailDir, { recursive: true })
      // Sortable by time, unique without coordination between instances.
      const stamp = new Date().toISOString().replace(/[:.]/g, '-')
      const file = path.join(options.mailDir, `${stamp}-${crypto.randomUUID()}.eml`)
      await writeFile(file, info.message as Buffer)
      log.info({ file, to: message.to }, 'mail written (no SMTP_URL set)')
    },
    close: () => transport.close(),
  }
}
