// The limits of the collaboration service, in one place for the resolvers, the validation rules
// and docs/architecture.md "Collaboration".
import { FOLDER_NAME_MAX_LENGTH } from '../../domain/folder-name'

export const COLLABORATION_LIMITS = {
  /** Longest folder name, in characters (the app's dialogs check the same). */
  folderName: FOLDER_NAME_MAX_LENGTH,
  /** Longest note on a folder item. */
  note: 500,
  /** Entries, ids or items per mutation (a bulk action on one screen of entries). */
  listItems: 500,
  /** Items a folder holds at most. */
  folderItems: 2000,
  /** Entries one user follows at a time. */
  follows: 1000,
  /** Longest GraphQL document, in bytes. */
  documentBytes: 8 * 1024,
  /** Deepest selection (FolderChange → folder → items → eventMetadata → location → region: 6). */
  queryDepth: 8,
  /** Fields in one document, fragments counted where used: bounds the work of one request. */
  fieldCount: 150,
  /** Largest message a client may send over the socket (as mercurius allowed). */
  socketMessageBytes: 1024 * 1024,
  /** Longest client mutation id (the outbox sends a UUID). */
  clientMutationId: 200,
} as const
