// The import zones only hold while ESLint can resolve our imports: without a resolver they skip
// `@/…` and extension-less paths in silence. Each case lints one forbidden import as if it were a
// file in that folder and expects the rule to report it.
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

let eslint: ESLint

// The first lint loads the TypeScript resolver for every project, which takes long on a busy
// machine: do it once before the cases, with room to spare.
beforeAll(async () => {
  eslint = new ESLint({ cwd: process.cwd() })
  await eslint.lintText("import '@/stores/message-bar'\n", { filePath: 'src/boundary-fixture.ts' })
}, 180_000)

async function rulesReported(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message)
}

const forbidden = [
  {
    name: 'a feature importing another feature',
    filePath: 'src/features/agenda/boundary-fixture.ts',
    code: "import { idFromSelfLink } from '@/features/saved-searches/saved-search'\nexport const x = idFromSelfLink\n",
  },
  {
    name: 'shared code importing a feature',
    filePath: 'src/lib/boundary-fixture.ts',
    code: "import { zenSectionLabel } from '../features/agenda/zen/zen-sections'\nexport const x = zenSectionLabel\n",
  },
  {
    name: 'shared code importing the app',
    filePath: 'src/offline/boundary-fixture.ts',
    code: "import { resolvePath } from '@/app/route-table'\nexport const x = resolvePath\n",
  },
  {
    name: 'the web app importing the server',
    filePath: 'src/boundary-fixture.ts',
    code: "import { loadConfig } from '../server/config'\nexport const x = loadConfig\n",
  },
  {
    name: 'the domain importing the web app',
    filePath: 'domain/boundary-fixture.ts',
    code: "import { showMessage } from '../src/stores/message-bar'\nexport const x = showMessage\n",
  },
]

describe('import boundaries', () => {
  it.each(forbidden)('reports $name', async ({ filePath, code }) => {
    expect(await rulesReported(filePath, code)).toContain('import-x/no-restricted-paths')
  })

  it('lets a feature import shared code', async () => {
    const code =
      "import { showMessage } from '@/stores/message-bar'\nexport const x = showMessage\n"
    expect(await rulesReported('src/features/agenda/boundary-fixture.ts', code)).toEqual([])
  })
})
