import { describe, expect, it } from 'vitest'
import { formatBytes } from './format-bytes'

describe('formatBytes', () => {
  it.each([
    [0, '0 Bytes'],
    [870 * 1024, '870 KB'],
    [2.44 * 1024 * 1024, '2,4 MB'],
    [3 * 1024 ** 3, '3 GB'],
  ])('%d → %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text)
  })
})
