// What a careless client or an attacker sends, as fast-check arbitraries: any text (all of
// unicode, lone surrogates, control, format and bidi characters, invisible only, very long),
// date-like text, JSON of any shape and depth, URL path segments and query strings
// (percent-encoded bytes, invalid UTF-8 included).
import fc from 'fast-check'

const TRICKY_CHARACTERS = [
  '\u0000',
  '\u0001',
  '\u001f',
  '\u007f',
  '\n',
  '\t',
  '\u0085',
  '\u00ad',
  '\u200b',
  '\u200d',
  '\u202e',
  '\u2028',
  '\u2066',
  '\u3164',
  '\ud800',
  '\udfff',
  '\ufeff',
  '\ufffd',
  '😀',
  'ä',
  '%',
  '%00',
  '"',
  "'",
  '\\',
  '*',
  '-',
  ' ',
  ':',
  '&',
  '|',
  '!',
  '<',
  'a',
  '1',
] as const

const longText = fc
  .tuple(fc.constantFrom(...TRICKY_CHARACTERS, 'x'), fc.integer({ min: 101, max: 5000 }))
  .map(([character, times]) => character.repeat(times))

const dateParts = fc.record({
  year: fc.oneof(fc.integer({ min: 0, max: 9999 }), fc.constantFrom(0, 1899, 1900, 2199, 2200)),
  month: fc.integer({ min: 0, max: 13 }),
  day: fc.integer({ min: 0, max: 32 }),
  hour: fc.integer({ min: 0, max: 25 }),
  minute: fc.integer({ min: 0, max: 61 }),
  zone: fc.constantFrom('Z', '+01:00', '-14:00', '+25:00', '', 'z', ' UTC'),
})
const pad = (value: number, width = 2) => String(value).padStart(width, '0')

/** Date-like text: near-valid ISO times (year 0000 too), JS extremes and invalid dates. */
export const anyDateText: fc.Arbitrary<string> = fc.oneof(
  dateParts.map(
    (part) =>
      `${pad(part.year, 4)}-${pad(part.month)}-${pad(part.day)}T${pad(part.hour)}:${pad(part.minute)}:00${part.zone}`,
  ),
  fc
    .date({ noInvalidDate: false })
    .map((date) => (Number.isNaN(date.getTime()) ? 'Invalid Date' : date.toISOString())),
  fc
    .date({ min: new Date('1899-01-01'), max: new Date('2201-01-01'), noInvalidDate: true })
    .map((d) => d.toISOString()),
  fc.constantFrom('0000-01-01T00:00:00Z', '+275760-09-13T00:00:00.000Z', '2026-02-30T00:00:00Z'),
)

// Text that reads as harmless and is not (docs/security.md#input): invisible only, reversed in
// direction, broken by a line break a one-line field must not hold.
const DECEPTIVE_TEXTS = [
  '\u200b\u200b\u200b',
  'Lesung\u202etxt.exe',
  '\u2067Plan B\u2069',
  'Erste\u0085Zeile',
  'Erste\u2028Zeile',
  'Landtag\u{e0041}',
  '\u3164\u115f',
  ' \u2800 ',
] as const

/** Any text: every code point (lone surrogates too), control characters, long runs, dates. */
export const anyText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...DECEPTIVE_TEXTS), weight: 1 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 4 },
  { arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 40 }), weight: 2 },
  {
    arbitrary: fc.string({ unit: fc.constantFrom(...TRICKY_CHARACTERS), maxLength: 20 }),
    weight: 3,
  },
  { arbitrary: longText, weight: 1 },
  { arbitrary: anyDateText, weight: 1 },
)

/** JSON of any shape, and JSON nested far deeper than any honest client would send. */
export const anyJsonValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.jsonValue({ maxDepth: 4 }), weight: 4 },
  { arbitrary: anyText, weight: 2 },
  { arbitrary: fc.constantFrom(2147483647, 2147483648, -1, 1e308, -0, 0.5), weight: 1 },
)

const nestedJsonText = fc
  .tuple(fc.integer({ min: 1, max: 5000 }), fc.boolean())
  .map(([depth, asArray]) =>
    asArray
      ? `${'['.repeat(depth)}${']'.repeat(depth)}`
      : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
  )

/** A request body as text: JSON of a given shape, of any shape, deeply nested, or not JSON. */
export function jsonBodyText(shaped: fc.Arbitrary<unknown> = anyJsonValue): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: shaped.map((value) => JSON.stringify(value) ?? 'null'), weight: 6 },
    { arbitrary: anyJsonValue.map((value) => JSON.stringify(value) ?? 'null'), weight: 1 },
    { arbitrary: nestedJsonText, weight: 1 },
    { arbitrary: anyText, weight: 1 },
  )
}

/** Percent-encodes every byte, so invalid UTF-8 and NUL travel as they would on the wire. */
const ENCODED_BYTES = Array.from(
  { length: 256 },
  (_, byte) => `%${byte.toString(16).padStart(2, '0')}`,
)
function percentEncodeBytes(bytes: Uint8Array): string {
  let encoded = ''
  for (const byte of bytes) encoded += ENCODED_BYTES[byte] ?? ''
  return encoded
}
/** Percent-encodes text as UTF-8 (a lone surrogate becomes U+FFFD, as a browser sends it). */
export const percentEncode = (text: string) => percentEncodeBytes(Buffer.from(text, 'utf8'))

/** One URL path segment: encoded text, raw bytes, plain ASCII, or one of the given real ids. */
export function pathSegment(knownIds: readonly string[] = []): fc.Arbitrary<string> {
  const plain = fc.stringMatching(/^[\w.~!$&'()*+,;=:@-]{1,60}$/)
  return fc.oneof(
    anyText.filter((text) => text.length > 0).map(percentEncode),
    fc.uint8Array({ minLength: 1, maxLength: 40 }).map(percentEncodeBytes),
    plain,
    ...(knownIds.length > 0 ? [fc.constantFrom(...knownIds)] : []),
  )
}

/** A query string: known parameter names or any, with any values; sometimes not encoded. */
export function queryString(knownNames: readonly string[] = []): fc.Arbitrary<string> {
  const name = fc.oneof(fc.constantFrom(...knownNames, 'x'), anyText)
  const pair = fc
    .tuple(name, fc.oneof(anyText, fc.constantFrom('true', 'false', 'order', '1', '1000')))
    .map(([key, value]) => `${percentEncode(key)}=${percentEncode(value)}`)
  return fc.oneof(
    fc.array(pair, { maxLength: 4 }).map((pairs) => (pairs.length ? `?${pairs.join('&')}` : '')),
    fc.stringMatching(/^\?[\w%=&+.;-]{0,60}$/),
    fc.constant(''),
  )
}
