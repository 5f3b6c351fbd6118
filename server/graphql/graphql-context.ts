// What every resolver of the collaboration service gets: the signed-in viewer, the database and
// the instance's change notices. Built per HTTP request (collaboration-plugin.ts) or per WebSocket
// connection (socket-auth.ts).
import type { Database } from '../db/database'
import type { NoticeSubscriber } from './subscriptions/database-pubsub'

/** The caller, as the ticket and the account row say at the start of the request or socket. */
export interface Viewer {
  userId: string
  organisation: string
}

export interface GraphqlContext {
  viewer: Viewer
  db: Database
  /** Host of the folder items' preview links (config PREVIEW_HOST). */
  previewHost: string
  /** Where subscription resolvers subscribe to change notices. */
  notices: NoticeSubscriber
}
