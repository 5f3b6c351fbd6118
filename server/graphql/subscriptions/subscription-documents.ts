// The documents sockets subscribe with, parsed and validated once per text: a thousand sockets of
// the app send the same few documents, and each parsed copy would cost every socket tens of
// kilobytes. Applies the HTTP route's limits (size, depth, fields) and graphql-js' rules, which
// graphql-js itself does not apply to subscriptions.
import {
  GraphQLError,
  Kind,
  getOperationAST,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql'
import { COLLABORATION_LIMITS } from '../collaboration-limits'
import { documentTooLarge, DOCUMENT_TOO_LARGE_MESSAGE, fieldCountRule } from '../validation-rules'

export interface SubscriptionDocument {
  document: DocumentNode
  operationName: string | undefined
  /** Tells this document from every other the instance holds (shared-execution.ts). */
  key: string
}

/** Documents kept: the app has three subscriptions; anything beyond is parsed again. */
const KEPT = 100

type Fragments = Map<string, FragmentDefinitionNode>

function depthOf(selectionSet: SelectionSetNode, fragments: Fragments, depth: number): number {
  let deepest = depth
  for (const selection of selectionSet.selections) {
    const nested =
      selection.kind === Kind.FIELD
        ? selection.selectionSet
          ? depthOf(selection.selectionSet, fragments, depth + 1)
          : depth + 1
        : selection.kind === Kind.INLINE_FRAGMENT
          ? depthOf(selection.selectionSet, fragments, depth)
          : depthOf(
              fragments.get(selection.name.value)?.selectionSet ?? {
                kind: Kind.SELECTION_SET,
                selections: [],
              },
              fragments,
              depth,
            )
    deepest = Math.max(deepest, nested)
  }
  return deepest
}

function refusal(message: string, code: string) {
  return [new GraphQLError(message, { extensions: { code } })]
}

function check(schema: GraphQLSchema, query: string, operationName: string | undefined) {
  if (documentTooLarge(query)) return refusal(DOCUMENT_TOO_LARGE_MESSAGE, 'DOCUMENT_TOO_LARGE')
  let document: DocumentNode
  try {
    document = parse(query)
  } catch (error) {
    if (error instanceof GraphQLError) return [error]
    throw error
  }
  const [invalid] = validate(schema, document, [...specifiedRules, fieldCountRule])
  if (invalid) return [invalid]
  const operation = getOperationAST(document, operationName)
  if (operation?.operation !== 'subscription') {
    return refusal('Über den Socket gehen nur Subscriptions.', 'BAD_REQUEST')
  }
  const fragments: Fragments = new Map()
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) {
      fragments.set(definition.name.value, definition)
    }
  }
  if (depthOf(operation.selectionSet, fragments, 0) > COLLABORATION_LIMITS.queryDepth) {
    return refusal(
      `Die Anfrage ist zu tief verschachtelt (höchstens ${COLLABORATION_LIMITS.queryDepth} Ebenen).`,
      'QUERY_TOO_COMPLEX',
    )
  }
  return document
}

export function subscriptionDocuments(schema: () => GraphQLSchema) {
  // In use order, oldest first: a Map iterates in insertion order.
  const kept = new Map<string, SubscriptionDocument>()
  let made = 0
  return function documentOf(
    query: string,
    operationName: string | undefined,
  ): SubscriptionDocument | readonly GraphQLError[] {
    const text = `${operationName ?? ''}\n${query}`
    const known = kept.get(text)
    if (known) {
      kept.delete(text)
      kept.set(text, known)
      return known
    }
    const checked = check(schema(), query, operationName)
    if (Array.isArray(checked)) return checked
    made += 1
    const entry = { document: checked as DocumentNode, operationName, key: String(made) }
    kept.set(text, entry)
    if (kept.size > KEPT) kept.delete(kept.keys().next().value ?? '')
    return entry
  }
}
