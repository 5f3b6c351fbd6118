// Entries as a follower hears of them (docs/architecture.md "Following an entry"): read from the
// events table in the shape that describeFollowedChange compares.
import { inArray } from 'drizzle-orm'
import { formatPlace, placeParts } from '../../domain/event-place'
import type { FollowedState } from '../../domain/followed-change'
import type { Database } from '../db/database'
import { events } from '../db/schema/index'

/** The followed entries among `eventIds` as they are now, with the Sperrfrist a notice names. */
export async function readFollowedStates(db: Pick<Database, 'select'>, eventIds: string[]) {
  if (!eventIds.length) return new Map<string, { state: FollowedState; embargoAt: Date | null }>()
  const rows = await db
    .select({
      id: events.id,
      title: events.title,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      isWholeDay: events.isWholeDay,
      name: events.locationName,
      city: events.city,
      area: events.area,
      locality: events.locality,
      country: events.country,
      status: events.status,
      embargoAt: events.embargoAt,
    })
    .from(events)
    .where(inArray(events.id, eventIds))
  return new Map(
    rows.map((row) => [
      row.id,
      {
        state: {
          title: row.title,
          startTime: row.startsAt.toISOString(),
          endTime: row.endsAt.toISOString(),
          isWholeDay: row.isWholeDay,
          place: formatPlace(placeParts(row)),
          status: row.status,
        },
        embargoAt: row.embargoAt,
      },
    ]),
  )
}
