// GraphQL code generation (docs/architecture.md "Collaboration"): the schema in
// server/graphql/schema.graphql is the source; resolver types for the server and typed documents
// for the app are generated from it. `npm run codegen` writes them; `npm run codegen:check` (part
// of `npm test`) fails when one is stale. Generated files are left as written (.prettierignore),
// so the check compares like with like.
// It drives @graphql-codegen/core itself: the codegen CLI's loaders (remote schemas, GitHub,
// Apollo Engine) pull in packages that need Node 22, and this project runs on Node 20.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { codegen } from '@graphql-codegen/core'
import * as typedDocumentNode from '@graphql-codegen/typed-document-node'
import * as typescript from '@graphql-codegen/typescript'
import * as typescriptOperations from '@graphql-codegen/typescript-operations'
import * as typescriptResolvers from '@graphql-codegen/typescript-resolvers'
import {
  Kind,
  parse,
  print,
  visit,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
} from 'graphql'

type DocumentFile = Parameters<typeof codegen>[0]['documents'][number]

const SCHEMA = 'server/graphql/schema.graphql'
const DOCUMENTS_DIR = 'src/features/collaboration'

const OPERATION_TYPE_SUFFIX = { query: 'Query', mutation: 'Mutation', subscription: 'Subscription' }

/** The fragments `operation` spreads, directly or through other fragments. */
function fragmentsOf(
  operation: OperationDefinitionNode,
  fragments: Map<string, FragmentDefinitionNode>,
): FragmentDefinitionNode[] {
  const used = new Map<string, FragmentDefinitionNode>()
  const collect = (node: OperationDefinitionNode | FragmentDefinitionNode) =>
    visit(node, {
      FragmentSpread(spread) {
        const fragment = fragments.get(spread.name.value)
        if (!fragment || used.has(fragment.name.value)) return
        used.set(fragment.name.value, fragment)
        collect(fragment)
      },
    })
  collect(operation)
  return [...used.values()]
}

/**
 * What the light client follows from the start: its texts are a file of their own, since the
 * bundler keeps a module whole and the start would otherwise load every operation's text.
 */
const FOLLOWED_DOCUMENT = 'followed.graphql'

/** Which operations' texts a file holds: those of the followed document, or all the others. */
interface OperationTextsConfig {
  followed: boolean
}

const isFollowed = (file: DocumentFile) => path.basename(file.location ?? '') === FOLLOWED_DOCUMENT

/**
 * Each operation as the text sent to the service (docs/architecture.md#collaboration-client): the
 * light client and the outbox send these, so they need neither the parsed documents (about 45 KB
 * of the bundle) nor graphql's printer. One constant each, so a file's bundle keeps only its own.
 */
const operationTexts = {
  plugin(_schema: unknown, documents: DocumentFile[], config: OperationTextsConfig): string {
    const definitions = documents.flatMap((file) => file.document?.definitions ?? [])
    const fragments = new Map(
      definitions
        .filter((node) => node.kind === Kind.FRAGMENT_DEFINITION)
        .map((node) => [node.name.value, node]),
    )
    const operations = documents
      .filter((file) => isFollowed(file) === config.followed)
      .flatMap((file) => file.document?.definitions ?? [])
      .filter((node) => node.kind === Kind.OPERATION_DEFINITION)
    const types = operations.flatMap((operation) => {
      const type = `${operation.name?.value}${OPERATION_TYPE_SUFFIX[operation.operation]}`
      return [type, `${type}Variables`]
    })
    const constants = operations.map((operation) => {
      const name = operation.name?.value ?? ''
      const type = `${name}${OPERATION_TYPE_SUFFIX[operation.operation]}`
      const query = print({
        kind: Kind.DOCUMENT,
        definitions: [operation, ...fragmentsOf(operation, fragments)],
      })
      return (
        `export const ${name}Text: OperationText<${type}, ${type}Variables> = ` +
        `{ operationName: ${JSON.stringify(name)}, query: ${JSON.stringify(query)} };`
      )
    })
    return [
      `import type { OperationText } from '@/lib/apollo/graphql-request';`,
      `import type { ${types.join(', ')} } from './operations';`,
      '',
      ...constants,
      '',
    ].join('\n')
  },
}

const pluginMap = {
  typescript,
  'typescript-resolvers': typescriptResolvers,
  'typescript-operations': typescriptOperations,
  'typed-document-node': typedDocumentNode,
  'operation-texts': operationTexts,
}

interface Target {
  filename: string
  plugins: (keyof typeof pluginMap)[]
  config: Record<string, unknown>
  documents: DocumentFile[]
}

function documentsIn(dir: string): DocumentFile[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => {
      const location = path.join(dir, file)
      return { location, document: parse(readFileSync(location, 'utf8')) }
    })
}

const shared = { useTypeImports: true, scalars: { DateTime: 'string' }, enumsAsTypes: true }

const targets: Target[] = [
  {
    filename: 'server/graphql/generated/resolver-types.ts',
    plugins: ['typescript', 'typescript-resolvers'],
    config: {
      ...shared,
      contextType: '../graphql-context#GraphqlContext',
      avoidOptionals: { field: true },
    },
    documents: [],
  },
  {
    filename: 'src/features/collaboration/api/generated/operations.ts',
    plugins: ['typescript-operations', 'typed-document-node'],
    config: { ...shared, onlyOperationTypes: true },
    documents: documentsIn(DOCUMENTS_DIR),
  },
  {
    filename: 'src/features/collaboration/api/generated/operation-texts.ts',
    plugins: ['operation-texts'],
    config: { followed: false },
    documents: documentsIn(DOCUMENTS_DIR),
  },
  {
    filename: 'src/features/collaboration/api/generated/followed-texts.ts',
    plugins: ['operation-texts'],
    config: { followed: true },
    documents: documentsIn(DOCUMENTS_DIR),
  },
]

const check = process.argv.includes('--check')
const schema = parse(readFileSync(SCHEMA, 'utf8'))
const stale: string[] = []
for (const target of targets) {
  const output = await codegen({
    schema,
    documents: target.documents,
    filename: target.filename,
    config: target.config,
    plugins: target.plugins.map((name) => ({ [name]: {} })),
    pluginMap,
  })
  if (!check) writeFileSync(target.filename, output)
  else if (readFileSync(target.filename, 'utf8') !== output) stale.push(target.filename)
}
if (stale.length > 0) {
  console.error(`Veraltet, bitte \`npm run codegen\` ausführen: ${stale.join(', ')}`)
  process.exit(1)
}
