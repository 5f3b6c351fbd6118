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
import { parse } from 'graphql'

type DocumentFile = Parameters<typeof codegen>[0]['documents'][number]

const SCHEMA = 'server/graphql/schema.graphql'
const DOCUMENTS_DIR = 'src/features/collaboration'

const pluginMap = {
  typescript,
  'typescript-resolvers': typescriptResolvers,
  'typescript-operations': typescriptOperations,
  'typed-document-node': typedDocumentNode,
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
