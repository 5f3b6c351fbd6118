// The web suites share their workers' modules (vite.config.ts), except those that replace a module
// with vi.mock: every such suite must be listed to run in a worker of its own.
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { MODULE_MOCK_SUITES } from '../support/web/module-mock-suites'

describe('web suites with module mocks', () => {
  it('are exactly those listed to run alone', async () => {
    const suites = (await readdir('src', { recursive: true }))
      .filter((name) => /\.test\.tsx?$/.test(name))
      .map((name) => path.join('src', name))
    const mocking: string[] = []
    for (const suite of suites) {
      if ((await readFile(suite, 'utf8')).includes('vi.mock(')) mocking.push(suite)
    }
    expect(mocking.sort()).toEqual([...MODULE_MOCK_SUITES].sort())
  })
})
