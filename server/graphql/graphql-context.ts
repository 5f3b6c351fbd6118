// What every resolver of the collaboration service gets: the signed-in viewer and the database.
// Built per HTTP request (collaboration-plugin.ts) or per WebSocket connection (socket-auth.ts).
import type { MercuriusContext } from 'mercurius'
import type { Database } from '../db/database'

/** The caller, as the ticket and the account row say at the start of the request or socket. */
export interface Viewer {
  userId: string
  organisation: string
}

export interface GraphqlContext extends MercuriusContext {
  viewer: Viewer
  db: Database
  /** Host of the folder items' preview links (config PREVIEW_HOST). */
  previewHost: string
}
