// The collaboration service's refusals: GraphQL errors with `extensions.code` and a German
// message. One constructor per kind, so a refusal reads the same wherever it is raised.
import mercurius from 'mercurius'

export type CollaborationErrorCode =
  'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'BAD_USER_INPUT' | 'IDEMPOTENCY_KEY_REUSED'

export class CollaborationError extends mercurius.ErrorWithProps {
  constructor(
    readonly code: CollaborationErrorCode,
    message: string,
    extra: Record<string, unknown> = {},
  ) {
    super(message, { code, ...extra })
  }
}

/**
 * A missing folder and one the caller is not a member of get this same error, word for word, so
 * a folder's existence cannot be probed.
 */
export const folderNotFound = () =>
  new CollaborationError('NOT_FOUND', 'Diesen Ordner gibt es nicht oder Sie haben keinen Zugriff.')

export const badInput = (message: string) => new CollaborationError('BAD_USER_INPUT', message)

export const forbidden = (message: string) => new CollaborationError('FORBIDDEN', message)
