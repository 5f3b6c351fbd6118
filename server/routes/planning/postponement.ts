// Where „Verschieben“ with a new date moves an entry (docs/product.md#planning-desk): to the new
// day and time, its duration kept, and the form it opens with following it. Refuses what no desk
// means: a day that does not exist, a time for a whole-day entry, a new date in the past, or the
// date it has already.
import {
  addDays,
  berlinInstant,
  berlinToday,
  daysBetween,
  formatTime,
  parseBerlinDay,
  toBerlinDay,
} from '../../../domain/berlin-time'
import type { EventSubmission } from '../../../domain/event-submission'
import { submissionTimes } from '../../../domain/event-submission'
import type { EventStatusChange } from '../../../domain/planning-api'
import type { EventRow } from '../../db/schema/index'
import { ApiError } from '../../plugins/api-errors'
import { whenOf } from './desk-event-columns'

type NewStart = NonNullable<EventStatusChange['newStart']>

interface MovedTimes {
  startsAt: Date
  endsAt: Date
  /** The form's days and times for the moved entry. */
  when: EventSubmission['when']
}

const refusal = (code: string, message: string) => new ApiError(400, code, message)

function wholeDaysMoved(row: EventRow, day: string): MovedTimes {
  const old = whenOf(row)
  const shift = daysBetween(old.startDay, day)
  const when = { startDay: day, endDay: addDays(old.endDay, shift), isWholeDay: true }
  const times = submissionTimes(when)
  if (!times) throw new Error('a whole-day entry moved to a day that does not exist')
  return { ...times, when }
}

function timedMoved(row: EventRow, day: string, time: string | undefined): MovedTimes {
  const [hour, minute] = (time ?? formatTime(row.startsAt)).split(':').map(Number) as [
    number,
    number,
  ]
  const startsAt = berlinInstant(day, hour, minute)
  const endsAt = new Date(startsAt.getTime() + (row.endsAt.getTime() - row.startsAt.getTime()))
  return {
    startsAt,
    endsAt,
    when: {
      startDay: day,
      endDay: toBerlinDay(endsAt),
      isWholeDay: false,
      startTime: formatTime(startsAt),
      endTime: formatTime(endsAt),
    },
  }
}

/** The entry's times at its new start, or a 400 with a code and a German sentence. */
export function movedTimes(row: EventRow, newStart: NewStart, now: Date): MovedTimes {
  if (!parseBerlinDay(newStart.day)) {
    throw refusal('INVALID_DATE', 'Diesen Tag gibt es nicht.')
  }
  if (row.isWholeDay && newStart.time !== undefined) {
    throw refusal(
      'WHOLE_DAY_WITHOUT_TIME',
      'Ein ganztägiger Termin hat keine Uhrzeit; bitte nur den neuen Tag angeben.',
    )
  }
  const moved = row.isWholeDay
    ? wholeDaysMoved(row, newStart.day)
    : timedMoved(row, newStart.day, newStart.time)
  const past = row.isWholeDay ? newStart.day < berlinToday(now) : moved.startsAt < now
  if (past) {
    throw refusal(
      'POSTPONED_INTO_PAST',
      'Der neue Termin liegt in der Vergangenheit; bitte einen späteren wählen.',
    )
  }
  return moved
}

/** Refused when the entry is planned at that very time already: nothing would be postponed. */
export function unchangedStartRefusal(): ApiError {
  return refusal(
    'POSTPONED_TO_SAME_TIME',
    'Der Termin liegt schon dort; bitte einen anderen Tag oder eine andere Uhrzeit wählen.',
  )
}
