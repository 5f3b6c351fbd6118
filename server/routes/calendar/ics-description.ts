// The DESCRIPTION of an entry in a calendar: its text, then what a journalist plans with and a
// calendar has no field for: the Sperrfrist in Berlin time, the ressorts, the place, the link.
import { berlinZoneName, formatDateTime } from '../../../domain/berlin-time'
import { labelRessort } from '../../../domain/labels/ressorts'
import type { IcsEventRow } from './ics-event-rows'

/** „Sperrfrist: Montag, 26. Oktober 2026 um 10:00 Uhr MEZ“, as the detail writes it. */
export const formatEmbargo = (embargo: Date | string) =>
  `Sperrfrist: ${formatDateTime(embargo)} Uhr ${berlinZoneName(embargo)}`

export function describeIcsEvent(row: IcsEventRow, location: string, url: string): string {
  const facts = [
    row.embargo_at === null ? null : formatEmbargo(row.embargo_at),
    row.ressorts.length > 0 ? `Ressorts: ${row.ressorts.map(labelRessort).join(', ')}` : null,
    location ? `Ort: ${location}` : null,
    `In der Agenda: ${url}`,
  ].filter((line): line is string => line !== null)
  const text = [row.teaser.trim(), row.description.trim()].filter(Boolean)
  return [...text, facts.join('\n')].join('\n\n')
}
