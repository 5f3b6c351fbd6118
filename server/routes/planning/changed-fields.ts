// The field paths an edit changed ('title', 'place/city', 'links'), for the submission's history.
// Objects are compared field by field; a list (the links) counts as one field. Key order does not
// count: jsonb gives objects back with their keys in its own order.

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function sameValue(before: unknown, after: unknown): boolean {
  if (Array.isArray(before) && Array.isArray(after)) {
    return before.length === after.length && before.every((item, at) => sameValue(item, after[at]))
  }
  if (isObject(before) && isObject(after)) return changedFields(before, after).length === 0
  return before === after
}

export function changedFields(before: unknown, after: unknown, prefix = ''): string[] {
  if (isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort()
    return keys.flatMap((key) =>
      changedFields(before[key], after[key], prefix ? `${prefix}/${key}` : key),
    )
  }
  return sameValue(before, after) ? [] : [prefix]
}
