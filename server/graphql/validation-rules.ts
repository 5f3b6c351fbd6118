// Bounds on what one GraphQL document may ask for, beyond mercurius' depth limit: the size of the
// document and the number of fields in it; in production, no introspection. All refuse before
// anything is resolved.
import { GraphQLError, getNamedType, isIntrospectionType, type ValidationRule } from 'graphql'
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

/**
 * Production answers no `__schema` or `__type` (`__typename` stays: Apollo asks for it). Like
 * graphql's NoSchemaIntrospectionCustomRule, with our code and a German message, reported once.
 */
export const noIntrospectionRule: ValidationRule = (context) => {
  let reported = false
  return {
    Field(node) {
      const type = getNamedType(context.getType())
      if (reported || !type || !isIntrospectionType(type)) return
      reported = true
      context.reportError(
        new GraphQLError('Das Schema dieses Dienstes wird im Betrieb nicht herausgegeben.', {
          nodes: node,
          extensions: { code: 'INTROSPECTION_DISABLED' },
        }),
      )
    },
  }
}
