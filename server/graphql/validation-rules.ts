// Bounds on what one GraphQL document may ask for, beyond mercurius' depth limit: the size of the
// document and the number of fields in it. Both refuse before anything is resolved.
import { GraphQLError, type ValidationRule } from 'graphql'
import { COLLABORATION_LIMITS } from './collaboration-limits'

/** Counts the fields written in the document (each fragment once, and fragments are bounded by the size limit). */
export const fieldCountRule: ValidationRule = (context) => {
  let fields = 0
  return {
    Field() {
      fields += 1
      if (fields === COLLABORATION_LIMITS.fieldCount + 1) {
        context.reportError(
          new GraphQLError(
            `Die Anfrage fragt zu viele Felder ab (höchstens ${COLLABORATION_LIMITS.fieldCount}).`,
            { extensions: { code: 'QUERY_TOO_COMPLEX' } },
          ),
        )
      }
    },
  }
}

export const documentTooLarge = (source: string) =>
  Buffer.byteLength(source, 'utf8') > COLLABORATION_LIMITS.documentBytes

export const DOCUMENT_TOO_LARGE_MESSAGE = `Die Anfrage ist zu lang (höchstens ${COLLABORATION_LIMITS.documentBytes} Bytes).`
