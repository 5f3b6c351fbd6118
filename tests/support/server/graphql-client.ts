// Calls the collaboration service as the app does: POST /graphql with the ticket as bearer.
import type { FastifyInstance } from 'fastify'

export interface GraphqlAnswer {
  status: number
  body: {
    data?: Record<string, unknown> | null
    errors?: { message: string; extensions?: Record<string, unknown> }[]
  }
  /** The raw answer text, to compare answers byte for byte. */
  text: string
}

export async function graphql(
  app: FastifyInstance,
  ticket: string | undefined,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<GraphqlAnswer> {
  const response = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: ticket ? { authorization: `Bearer ${ticket}` } : {},
    payload: { query, variables },
  })
  return { status: response.statusCode, body: response.json(), text: response.body }
}

/** A fresh client mutation id, as the outbox makes one per write. */
export const mutationId = () => crypto.randomUUID()
