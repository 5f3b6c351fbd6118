// The collaboration notices as a service of the whole app (database-pubsub.ts): one LISTEN per
// instance, started with the app and closed with it. The app's own, not the encapsulated
// collaboration service's, so that a test can see when a subscription listens.
import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import type { DatabaseHandle } from '../../db/database'
import { DatabasePubSub } from './database-pubsub'

declare module 'fastify' {
  interface FastifyInstance {
    collaborationNotices: DatabasePubSub
  }
}

export default fp(
  async function collaborationNotices(app: FastifyInstance, options: { database: DatabaseHandle }) {
    const notices = new DatabasePubSub(options.database)
    await notices.start()
    app.decorate('collaborationNotices', notices)
    app.addHook('onClose', () => notices.close())
  },
  { name: 'collaboration-notices' },
)
