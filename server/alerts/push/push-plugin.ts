// Web Push for the whole app (docs/architecture.md#web-push): loads (or makes) the VAPID key at
// start and decorates `app.push`, the sender the alert jobs and the test route call.
import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import type { Config } from '../../config'
import type { DatabaseHandle } from '../../db/database'
import { createPushSender, type PushSender } from './push-sender'
import { loadVapidKeys } from './vapid-keys'

declare module 'fastify' {
  interface FastifyInstance {
    push: PushSender
  }
}

export default fp(
  async function pushPlugin(
    app: FastifyInstance,
    options: { config: Config; database: DatabaseHandle },
  ) {
    const { db } = options.database
    const sender = createPushSender({
      db,
      vapid: await loadVapidKeys(db),
      subject: options.config.PUSH_SUBJECT,
      log: app.log,
      count: (outcome) => app.telemetry.pushes.inc({ outcome }),
      allowLocalEndpoints: options.config.PUSH_ALLOW_LOCAL_ENDPOINTS === 'true',
    })
    app.decorate('push', sender)
  },
  { name: 'push', dependencies: ['telemetry'] },
)
