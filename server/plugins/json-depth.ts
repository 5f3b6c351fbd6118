/** Codes of the characters that open, close and quote in JSON text. */
const QUOTE = 0x22
const BACKSLASH = 0x5c
const OPENERS = new Set([0x5b, 0x7b])
const CLOSERS = new Set([0x5d, 0x7d])

/**
 * Whether JSON text nests arrays and objects deeper than `limit`, found in one pass over the text
 * without parsing it, so no recursion (ours or a validator's) ever meets such a body.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0
  let inString = false
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index)
    if (inString) {
      if (code === BACKSLASH) index += 1
      else if (code === QUOTE) inString = false
    } else if (code === QUOTE) {
      inString = true
    } else if (OPENERS.has(code)) {
      depth += 1
      if (depth > limit) return true
    } else if (CLOSERS.has(code)) {
      depth -= 1
    }
  }
  return false
}
