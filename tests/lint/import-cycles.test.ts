// `npm run lint` forbids import cycles with dependency-cruiser (.dependency-cruiser.cjs), since
// ESLint's import-x/no-cycle passes over type-only imports and dynamic ones. The fixtures hold one
// cycle of each, and the check must report both; `npm run lint` runs it over the whole tree.
import { cruise, type ICruiseResult, type IConfiguration } from 'dependency-cruiser'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

const configuration = createRequire(import.meta.url)(
  '../../.dependency-cruiser.cjs',
) as IConfiguration

async function cycles(paths: string[]): Promise<string[]> {
  const { output } = await cruise(paths, {
    validate: true,
    ruleSet: { forbidden: configuration.forbidden },
    ...configuration.options,
    exclude: { path: '^node_modules/' },
  })
  const result = output as ICruiseResult
  return result.summary.violations
    .filter((violation) => violation.rule.name === 'no-circular')
    .map((violation) => violation.from)
}

describe('import cycles', () => {
  it('are reported through a type-only import and through a dynamic one', async () => {
    const found = await cycles(['tests/lint/fixtures/import-cycle'])
    expect(found).toEqual(
      expect.arrayContaining([
        'tests/lint/fixtures/import-cycle/notice.ts',
        'tests/lint/fixtures/import-cycle/engine.ts',
      ]),
    )
  }, 60_000)
})
