import { describe, expect, it } from 'vitest'
import { TZDate } from '@date-fns/tz'
import {
  berlinZoneName,
  addDays,
  berlinDaysWindow,
  berlinInstant,
  berlinToday,
  dayKey,
  daysBetween,
  daysOf,
  formatDateTime,
  formatNumericDateTime,
  formatLongDate,
  formatDayHeading,
  formatMonth,
  formatShortDay,
  joinEventTimes,
  formatEventTimes,
  monthOf,
  parseBerlinDay,
  toBerlinDay,
  weekdayOf,
} from './berlin-time'

const hours = (window: { from: string; to: string } | null) =>
  window && (Date.parse(window.to) - Date.parse(window.from)) / 3_600_000

describe('Berlin days', () => {
  it('finds the Berlin day of an instant, not the UTC one', () => {
    expect(toBerlinDay('2026-11-22T23:30:00Z')).toBe('2026-11-23')
    expect(toBerlinDay('2026-07-01T21:59:00Z')).toBe('2026-07-01')
    expect(berlinToday(Date.parse('2026-12-31T23:00:00Z'))).toBe('2027-01-01')
  })

  it('agrees with the time zone database on the day, across years of summer-time switches', () => {
    const tzDatabaseDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' })
    const step = 29_876_543 // a little over eight hours: each night is sampled at other times
    const disagreements: string[] = []
    for (let time = Date.UTC(1990, 0, 1); time < Date.UTC(2036, 0, 1); time += step) {
      if (toBerlinDay(time) !== tzDatabaseDay.format(time)) {
        disagreements.push(new Date(time).toISOString())
      }
    }
    expect(disagreements).toEqual([])
  })

  it('names the zone as the time zone database does, MEZ or MESZ, across years of switches', () => {
    const tzDatabaseZone = new Intl.DateTimeFormat('de-DE', {
      timeZone: 'Europe/Berlin',
      timeZoneName: 'short',
    })
    const zoneOf = (time: number) =>
      tzDatabaseZone.formatToParts(time).find((part) => part.type === 'timeZoneName')?.value
    const disagreements: string[] = []
    for (let time = Date.UTC(1996, 0, 1); time < Date.UTC(2036, 0, 1); time += 29_876_543) {
      if (berlinZoneName(time) !== zoneOf(time)) disagreements.push(new Date(time).toISOString())
    }
    expect(disagreements).toEqual([])
    expect(berlinZoneName('2026-10-25T00:59:59Z')).toBe('MESZ')
    expect(berlinZoneName('2026-10-25T01:00:00Z')).toBe('MEZ')
  })

  it.each([
    ['2026-03-28T22:59:59Z', '2026-03-28'],
    ['2026-03-28T23:00:00Z', '2026-03-29'],
    ['2026-03-29T21:59:59Z', '2026-03-29'],
    ['2026-03-29T22:00:00Z', '2026-03-30'],
    ['2026-10-25T22:59:59Z', '2026-10-25'],
    ['2026-10-25T23:00:00Z', '2026-10-26'],
  ])('puts %s, around a switch night, on %s', (instant, day) => {
    expect(toBerlinDay(instant)).toBe(day)
  })

  it('starts a winter day at Berlin midnight', () => {
    expect(berlinInstant('2026-11-23').toISOString()).toBe('2026-11-22T23:00:00.000Z')
    expect(berlinInstant('2026-07-01', 10, 30).toISOString()).toBe('2026-07-01T08:30:00.000Z')
  })

  it('gives the March switch day 23 hours and the October one 25', () => {
    const march = berlinDaysWindow({ from: '2026-03-29', to: '2026-03-29' })
    expect(march?.from).toBe('2026-03-29T00:00:00.000+01:00')
    expect(hours(march)).toBe(23)
    const october = berlinDaysWindow({ from: '2026-10-25', to: '2026-10-25' })
    expect(october?.from).toBe('2026-10-25T00:00:00.000+02:00')
    expect(hours(october)).toBe(25)
  })

  it('reads a wall-clock time the switch skips or repeats in winter time', () => {
    expect(berlinInstant('2026-03-29', 2, 30).toISOString()).toBe('2026-03-29T01:30:00.000Z')
    expect(berlinInstant('2026-03-29', 3).toISOString()).toBe('2026-03-29T01:00:00.000Z')
    expect(berlinInstant('2026-10-25', 2, 30).toISOString()).toBe('2026-10-25T01:30:00.000Z')
    expect(berlinInstant('2026-10-25', 1, 59).toISOString()).toBe('2026-10-24T23:59:00.000Z')
  })

  it('agrees with the time zone database on wall-clock times, around every switch', () => {
    const disagreements: string[] = []
    const switchWeeks = [
      [3, 24],
      [10, 24],
    ] as const
    for (let year = 1994; year <= 2032; year++) {
      for (const [month, first] of switchWeeks) {
        for (let date = first; date < first + 8; date++) {
          const day = dayKey(year, month, date)
          for (const hour of [0, 1, 2, 3, 4, 12, 23]) {
            const tzDatabase = new TZDate(year, month - 1, date, hour, 30, 'Europe/Berlin')
            if (berlinInstant(day, hour, 30).getTime() !== tzDatabase.getTime()) {
              disagreements.push(`${day} ${hour}:30`)
            }
          }
        }
      }
    }
    expect(disagreements).toEqual([])
  })

  it('reads only real YYYY-MM-DD days', () => {
    expect(parseBerlinDay('2026-03-29')?.toISOString()).toBe('2026-03-28T23:00:00.000Z')
    for (const bad of ['2026-02-30', '2026-13-01', '23.11.2026', '2026-1-5', '']) {
      expect(parseBerlinDay(bad)).toBeNull()
    }
  })

  it('turns a day range into a search window up to the next Berlin midnight', () => {
    expect(berlinDaysWindow({ from: '2026-03-28', to: '2026-03-29' })).toEqual({
      from: '2026-03-28T00:00:00.000+01:00',
      to: '2026-03-30T00:00:00.000+02:00',
    })
    expect(berlinDaysWindow({ from: '2026-07-01', to: '2026-07-01' })?.from).toBe(
      '2026-07-01T00:00:00.000+02:00',
    )
    expect(berlinDaysWindow({ from: '2026-11-24', to: '2026-11-23' })).toBeNull()
    expect(berlinDaysWindow({ from: 'heute', to: '2026-11-23' })).toBeNull()
  })
})

describe('calendar days', () => {
  it('counts days across the change to summer time', () => {
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30')
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31')
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2)
    expect(daysBetween('2026-10-26', '2026-10-24')).toBe(-2)
    expect(daysOf({ from: '2026-03-28', to: '2026-03-30' })).toEqual([
      '2026-03-28',
      '2026-03-29',
      '2026-03-30',
    ])
  })

  it('rolls overflowing days and months over into the next', () => {
    expect(dayKey(2026, 2, 29)).toBe('2026-03-01')
    expect(dayKey(2026, 13, 1)).toBe('2027-01-01')
    expect(dayKey(2026, 1, 0)).toBe('2025-12-31')
  })

  it('knows the weekday, Sunday first', () => {
    expect(weekdayOf('2026-11-22')).toBe(0)
    expect(weekdayOf('2026-11-28')).toBe(6)
  })

  it('finds a month and the months around it', () => {
    expect(monthOf('2028-02-14')).toEqual({ from: '2028-02-01', to: '2028-02-29' })
    expect(monthOf('2026-01-31', -1)).toEqual({ from: '2025-12-01', to: '2025-12-31' })
    expect(monthOf('2026-12-05', 1)).toEqual({ from: '2027-01-01', to: '2027-01-31' })
  })
})

describe('German formatting', () => {
  const timed = (startTime: string, endTime: string) =>
    formatEventTimes({ startTime, endTime, isWholeDay: false })

  it('writes day headings with weekday and month names', () => {
    expect(formatDayHeading('2026-11-23')).toBe('Montag, 23. November 2026')
    expect(formatDayHeading('2026-03-28T23:30:00Z')).toBe('Sonntag, 29. März 2026')
  })

  it('writes short days, months and full dates with time', () => {
    expect(formatShortDay('2026-11-21')).toBe('Sa., 21.11.')
    expect(formatShortDay('2026-11-21T23:30:00Z')).toBe('So., 22.11.')
    // Two digits, as the date picker writes dates.
    expect(formatShortDay('2026-12-01')).toBe('Di., 01.12.')
    expect(formatMonth('2026-11-21')).toBe('November 2026')
    expect(formatMonth('2026-10-31T23:30:00Z')).toBe('November 2026')
    expect(formatDateTime('2026-11-21T08:30:00Z')).toBe('Samstag, 21. November 2026 um 09:30')
    expect(formatLongDate('2026-11-20T23:30:00Z')).toBe('21. November 2026')
    expect(formatDateTime('2026-07-01T22:15:00Z')).toBe('Donnerstag, 2. Juli 2026 um 00:15')
    expect(formatNumericDateTime('2026-11-24T09:00:00Z')).toBe('24.11.2026, 10:00')
    expect(formatNumericDateTime('2026-07-01T22:15:00Z')).toBe('02.07.2026, 00:15')
  })

  it('writes Berlin times on both sides of a switch', () => {
    const startOf = (startTime: string) => timed(startTime, startTime).start
    expect(startOf('2026-11-23T09:00:00Z')).toBe('10:00')
    expect(startOf('2026-03-29T00:59:00Z')).toBe('01:59')
    expect(startOf('2026-03-29T01:00:00Z')).toBe('03:00')
    expect(startOf('2026-10-25T00:30:00Z')).toBe('02:30')
    expect(startOf('2026-10-25T01:30:00Z')).toBe('02:30')
  })

  it('writes a whole day as ganztägig, whichever end convention the data uses', () => {
    const start = '2026-03-29T00:00:00+01:00'
    for (const endTime of ['2026-03-30T00:00:00+02:00', '2026-03-29T23:59:59+02:00', start]) {
      expect(formatEventTimes({ startTime: start, endTime, isWholeDay: true })).toEqual({
        start: 'ganztägig',
        end: null,
      })
    }
  })

  it('writes whole days spanning several days as ganztägig too', () => {
    const span = { startTime: '2026-11-23T00:00:00+01:00', endTime: '2026-11-26T00:00:00+01:00' }
    expect(formatEventTimes({ ...span, isWholeDay: true })).toEqual({
      start: 'ganztägig',
      end: null,
    })
  })

  it('writes a timed entry as its start, with the end when it ends later the same day', () => {
    expect(timed('2026-11-23T09:00:00Z', '2026-11-23T09:00:00Z')).toEqual({
      start: '10:00',
      end: null,
    })
    expect(timed('2026-11-23T09:00:00Z', '2026-11-23T11:30:00Z')).toEqual({
      start: '10:00',
      end: '12:30',
    })
    expect(timed('2026-11-23T09:00:00Z', '2026-11-23T08:00:00Z').end).toBeNull()
  })

  it('writes only the start of a timed entry that runs into another day', () => {
    expect(timed('2026-11-23T09:00:00Z', '2026-11-24T17:00:00Z')).toEqual({
      start: '10:00',
      end: null,
    })
    // 22:00 to midnight in Berlin: the end falls on the next day there, though not in UTC.
    expect(timed('2026-07-01T20:00:00Z', '2026-07-01T22:00:00Z').end).toBeNull()
  })

  it('reads both ends in Berlin time across a switch night', () => {
    expect(timed('2026-03-29T00:30:00Z', '2026-03-29T01:30:00Z')).toEqual({
      start: '01:30',
      end: '03:30',
    })
    expect(timed('2026-10-25T00:00:00Z', '2026-10-25T02:00:00Z')).toEqual({
      start: '02:00',
      end: '03:00',
    })
    // The repeated hour of the October night reads the same at both ends: one time, not a range.
    expect(timed('2026-10-25T00:30:00Z', '2026-10-25T01:30:00Z')).toEqual({
      start: '02:30',
      end: null,
    })
  })

  it('puts the parts on one line with a dash', () => {
    expect(joinEventTimes({ start: '10:00', end: '12:30' })).toBe('10:00–12:30')
    expect(joinEventTimes({ start: 'ganztägig', end: null })).toBe('ganztägig')
  })
})
