// Counts in German words: the form follows Intl.PluralRules ('one' or 'other'), never a
// hand-written `count === 1`, and the number is written the German way (1.234).
const rules = new Intl.PluralRules('de-DE')
const numbers = new Intl.NumberFormat('de-DE')

export interface PluralForms {
  /** E.g. '# Termin'; '#' stands for the count. */
  one: string
  other: string
}

/** The phrase for `count`, e.g. plural(1, { one: '# Termin', other: '# Termine' }) → '1 Termin'. */
export function plural(count: number, forms: PluralForms): string {
  const form = rules.select(count) === 'one' ? forms.one : forms.other
  return form.replaceAll('#', numbers.format(count))
}

/** The agenda's most common count: '1 Termin', '2 Termine'. */
export const ENTRY_COUNT: PluralForms = { one: '# Termin', other: '# Termine' }
