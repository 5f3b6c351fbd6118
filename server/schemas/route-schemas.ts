// How route schemas from domain/ reach Fastify: their Static types type each request, and the
// routes that opt in are checked by TypeBox itself, with the German sentence of the refusing node.
import type { FastifySchemaCompiler, FastifyTypeProvider } from 'fastify'
import { Type, type Static, type TSchema } from '@sinclair/typebox'
import { TypeCompiler } from '@sinclair/typebox/compiler'
import { Clean, Clone, Convert } from '@sinclair/typebox/value'
import { INVALID_INPUT_MESSAGE, refusalMessage } from '../../domain/refusal-message'
import { ApiError } from '../plugins/api-errors'

/**
 * Request types from the route schemas (`app.withTypeProvider<SchemaTypes>()`). Our own, because
 * @fastify/type-provider-typebox 6 infers the `typebox` 1.x package and reads the enum and
 * nullable fields of our @sinclair/typebox 0.34 schemas as `unknown`. Answers stay typed by the
 * functions that build them (the search route sends text from its cache).
 */
export interface SchemaTypes extends FastifyTypeProvider {
  validator: this['schema'] extends TSchema ? Static<this['schema']> : unknown
  serializer: unknown
}

/** The `:id` of a route, any text (request-guards has refused control characters already). */
export const IdParamsSchema = Type.Object({ id: Type.String() })

/**
 * Checks a request part with TypeBox, the checker the app's forms use, instead of Ajv: a refusal is
 * a 400 VALIDATION_ERROR with the refusing node's message (domain/refusal-message.ts). Accepted
 * input keeps only the properties the schema knows (clients may send back a whole resource).
 */
export const typeBoxValidatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  const check = TypeCompiler.Compile(schema)
  return (value) => {
    // Query strings and parameters arrive as text; a body is JSON already.
    const input = httpPart === 'body' ? value : Convert(schema, value)
    if (check.Check(input)) return { value: Clean(schema, Clone(input)) }
    const message = refusalMessage(schema, input) ?? INVALID_INPUT_MESSAGE
    return { error: new ApiError(400, 'VALIDATION_ERROR', message) }
  }
}
