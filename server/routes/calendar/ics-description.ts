// The DESCRIPTION of an entry in a calendar: the Sperrfrist while it holds, first, where a
// client's preview shows it; the entry's text; then what a journalist plans with and a calendar
// has no field for: the ressorts, the place, the link.
import { embargoNotice } from '../../../domain/embargo'
import { labelRessort } from '../../../domain/labels/ressorts'
import type { IcsEventRow } from './ics-event-rows'

export function describeIcsEvent(
  row: IcsEventRow,
  { location, url, now }: { location: string; url: string; now: number },
): string {
  const facts = [
    row.ressorts.length > 0 ? `Ressorts: ${row.ressorts.map(labelRessort).join(', ')}` : null,
    location ? `Ort: ${location}` : null,
    `In der Agenda: ${url}`,
  ].filter((line): line is string => line !== null)
  // The long form: a calendar may be read abroad, so it names the day in words and the zone.
  const embargo = embargoNotice(row.embargo_at, now, 'long')
  const text = [row.teaser.trim(), row.description.trim()].filter(Boolean)
  return [...(embargo ? [embargo] : []), ...text, facts.join('\n')].join('\n\n')
}
