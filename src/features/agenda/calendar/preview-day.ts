// Which day 7-Tage shows on a phone, where one day fits (docs/product.md#views): the day named in
// the address, else today or the next day with entries, never an empty day before the first one.

/** The address parameter naming the day shown on a phone. */
export const PREVIEW_DAY_PARAM = 'day'

/**
 * The day to open on: today when it has entries; else the first later day of the week that has
 * some; today when none has. A week without today opens on its first day with entries.
 */
export function openingDay(
  days: readonly string[],
  hasEntries: (day: string) => boolean,
  today: string,
): string {
  const first = days.includes(today) ? today : days[0]
  if (first === undefined) return today
  return days.find((day) => day >= first && hasEntries(day)) ?? first
}

/** The day the address names, when it lies in the week shown. */
export function chosenDay(params: URLSearchParams, days: readonly string[]): string | undefined {
  const day = params.get(PREVIEW_DAY_PARAM)
  return day !== null && days.includes(day) ? day : undefined
}
