// Exposes `app.mailer` for every service that sends mail (shared searches now, alerts later).
import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import os from 'node:os'
import path from 'node:path'
import type { Config } from '../config'
import type { Telemetry } from '../telemetry/metrics-plugin'
import { createMailer, type Mailer } from './mailer'

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer
  }
}

/** 'memory://' (tests) has no directory of its own: its mails go to the system's temp folder. */
export function mailDirectory(config: Config): string {
  return config.DATA_DIR === 'memory://'
    ? path.join(os.tmpdir(), 'agenda-mail')
    : path.join(config.dataDir, 'mail')
}

/** Each mail counted as sent or failed (/metrics). */
function countedMailer(mailer: Mailer, telemetry: Telemetry): Mailer {
  return {
    async send(message, log) {
      try {
        await mailer.send(message, log)
        telemetry.mails.inc({ outcome: 'sent' })
      } catch (error) {
        telemetry.mails.inc({ outcome: 'failed' })
        throw error
      }
    },
    close: () => mailer.close(),
  }
}

export default fp(
  async function mailerPlugin(app: FastifyInstance, options: { config: Config }) {
    const { config } = options
    const mailer = createMailer({
      from: `Agenda <noreply@${new URL(config.publicUrl).hostname}>`,
      smtpUrl: config.SMTP_URL,
      mailDir: mailDirectory(config),
      log: app.log,
    })
    app.decorate('mailer', countedMailer(mailer, app.telemetry))
    app.addHook('onClose', async () => mailer.close())
  },
  { name: 'mailer', dependencies: ['telemetry'] },
)
