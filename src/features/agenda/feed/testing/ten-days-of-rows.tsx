// A feed of ten days (21.–30.11.2026) for the list's tests, and rows drawn as plain text.
import { agendaEvent } from '@/testing/agenda-event-factory'
import { toFeedRows, type FeedRow } from '../feed-rows'

/** `perDay` entries a day for ten days, on the hour from 10:00. */
export const tenDaysOfRows = (perDay: number) =>
  toFeedRows(
    Array.from({ length: 10 * perDay }, (_, index) =>
      agendaEvent({
        startTime: `2026-11-${21 + Math.floor(index / perDay)}T1${index % perDay}:00:00+01:00`,
      }),
    ),
    { sort: 'startTime', range: { from: '2026-11-21', to: '2026-11-30' }, complete: true },
  )

export const renderPlainRow = (row: FeedRow) =>
  row.kind === 'event' ? (
    <p data-row={row.key}>{row.event.title}</p>
  ) : (
    <h2>{row.kind === 'day' ? row.day : row.heading}</h2>
  )
