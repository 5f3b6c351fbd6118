import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

describe('the embedded provider on the Node this project names', () => {
  it('loads without the "Unsupported runtime" warning', async () => {
    const { stderr } = await promisify(execFile)(process.execPath, [
      '--input-type=module',
      '--eval',
      "await import('oidc-provider')",
    ])
    expect(stderr).not.toContain('Unsupported runtime')
  })
})
