/**
 * Builds a `label…(code)` function over a code → German label table. An unknown code comes back
 * as itself, so new data from the server shows up readable instead of breaking a view.
 */
export function labelLookup<Code extends string>(
  labels: Readonly<Record<Code, string>>,
): (code: string) => string {
  const byCode = new Map<string, string>(Object.entries(labels))
  return (code) => byCode.get(code) ?? code
}

/** The codes of a label table, in the table's order. */
export function codesOf<Code extends string>(labels: Readonly<Record<Code, string>>): Code[] {
  return Object.keys(labels) as Code[]
}
