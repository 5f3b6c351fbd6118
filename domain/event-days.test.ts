import { describe, expect, it } from 'vitest'
import { addDays, berlinInstant, formatDayRange } from './berlin-time'
import {
  entryWhen,
  eventDates,
  eventDays,
  eventDaysIn,
  eventTimesOn,
  formatSpanDay,
  spanDayOf,
} from './event-days'
import { formatEventWhen } from './event-when'

/** A whole-day entry of `days` Berlin days from `first`, ending at the midnight after its last. */
function wholeDays(first: string, days: number) {
  const startTime = berlinInstant(first).toISOString()
  return { startTime, endTime: berlinInstant(addDays(first, days)).toISOString(), isWholeDay: true }
}

const budgetWeek = wholeDays('2026-11-24', 4)
const pressConference = {
  startTime: '2026-11-23T10:00:00+01:00',
  endTime: '2026-11-23T12:30:00+01:00',
  isWholeDay: false,
}
const congress = {
  startTime: '2026-11-24T10:00:00+01:00',
  endTime: '2026-11-26T17:00:00+01:00',
  isWholeDay: false,
}

describe('the days an entry spans', () => {
  it('ends on the day before the midnight it ends at', () => {
    expect(eventDays(budgetWeek)).toEqual({ from: '2026-11-24', to: '2026-11-27' })
  })

  it('counts Berlin days across the switch back to winter time', () => {
    expect(eventDays(wholeDays('2026-10-24', 3))).toEqual({ from: '2026-10-24', to: '2026-10-26' })
  })

  it('keeps an entry of one day, or of no length, on its day', () => {
    expect(eventDays(pressConference)).toEqual({ from: '2026-11-23', to: '2026-11-23' })
    const instant = { ...pressConference, endTime: pressConference.startTime }
    expect(eventDays(instant)).toEqual({ from: '2026-11-23', to: '2026-11-23' })
  })

  it('reaches into the next day when a timed entry runs past midnight', () => {
    const night = { ...pressConference, endTime: '2026-11-24T01:00:00+01:00' }
    expect(eventDays(night)).toEqual({ from: '2026-11-23', to: '2026-11-24' })
  })

  it('names each day as „Tag n von m“', () => {
    expect(formatSpanDay(spanDayOf(budgetWeek, '2026-11-25'))).toBe('Tag 2 von 4')
    expect(spanDayOf(budgetWeek, '2026-11-27')).toEqual({ number: 4, count: 4 })
  })

  it('lists only the days inside a range', () => {
    expect(eventDaysIn(budgetWeek, { from: '2026-11-26', to: '2026-12-02' })).toEqual([
      '2026-11-26',
      '2026-11-27',
    ])
    expect(eventDaysIn(budgetWeek, { from: '2026-11-28', to: '2026-12-02' })).toEqual([])
  })
})

describe('how an entry reads on one of its days', () => {
  it('gives a single day its times as before', () => {
    expect(eventTimesOn(pressConference, '2026-11-23')).toEqual({ start: '10:00', end: '12:30' })
  })

  it('gives a timed entry of several days its start, its end and whole days between', () => {
    expect(eventTimesOn(congress, '2026-11-24')).toEqual({ start: 'ab 10:00', end: null })
    expect(eventTimesOn(congress, '2026-11-25')).toEqual({ start: 'ganztägig', end: null })
    expect(eventTimesOn(congress, '2026-11-26')).toEqual({ start: 'bis 17:00', end: null })
  })

  it('keeps whole days whole', () => {
    expect(eventTimesOn(budgetWeek, '2026-11-26')).toEqual({ start: 'ganztägig', end: null })
  })

  it('gives its own dates for lists grouped otherwise', () => {
    expect(eventDates(pressConference)).toEqual({ first: 'Mo., 23.11.', last: null })
    expect(eventDates(budgetWeek)).toEqual({ first: 'Di., 24.11.', last: 'Fr., 27.11.' })
  })

  it('marks a row on a day of a multi-day entry, and names the dates of a row on no day', () => {
    expect(entryWhen(budgetWeek, '2026-11-25')).toEqual({
      dates: null,
      times: { start: 'ganztägig', end: null },
      spanDay: 'Tag 2 von 4',
    })
    expect(entryWhen(pressConference, '2026-11-23').spanDay).toBeNull()
    expect(entryWhen(congress, null)).toEqual({
      dates: { first: 'Di., 24.11.', last: 'Do., 26.11.' },
      times: { start: 'ab 10:00', end: null },
      spanDay: null,
    })
  })
})

describe('the whole of when an entry happens', () => {
  it('names the whole span of a multi-day entry', () => {
    expect(formatEventWhen(budgetWeek)).toBe(
      'Dienstag, 24. bis Freitag, 27. November 2026, ganztägig',
    )
  })

  it('names day and time at both ends of a timed entry of several days', () => {
    expect(formatEventWhen(congress)).toBe(
      'Dienstag, 24. November 2026, 10:00 Uhr MEZ bis Donnerstag, 26. November 2026, 17:00 Uhr MEZ',
    )
  })

  it('reads a single day as before', () => {
    expect(formatEventWhen(pressConference)).toBe('Montag, 23. November 2026, 10:00–12:30 Uhr MEZ')
    expect(formatEventWhen(wholeDays('2026-11-23', 1))).toBe('Montag, 23. November 2026, ganztägig')
  })

  it('names the zone at each end, also across the switch to summer time', () => {
    const overTheSwitch = {
      startTime: '2027-03-27T09:00:00Z',
      endTime: '2027-03-28T15:00:00Z',
      isWholeDay: false,
    }
    expect(formatEventWhen(overTheSwitch)).toBe(
      'Samstag, 27. März 2027, 10:00 Uhr MEZ bis Sonntag, 28. März 2027, 17:00 Uhr MESZ',
    )
  })

  it('names month and year once where both days share them', () => {
    expect(formatDayRange('2026-11-30', '2026-12-02')).toBe(
      'Montag, 30. November bis Mittwoch, 2. Dezember 2026',
    )
    expect(formatDayRange('2026-12-31', '2027-01-01')).toBe(
      'Donnerstag, 31. Dezember 2026 bis Freitag, 1. Januar 2027',
    )
  })
})
