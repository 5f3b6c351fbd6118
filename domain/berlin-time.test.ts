import { describe, expect, it } from 'vitest'
import {
  addBerlinDays,
  berlinDayEnd,
  berlinDayStart,
  berlinDaysWindow,
  berlinToday,
  formatDateTime,
  formatLongDate,
  formatDayHeading,
  formatMonth,
  formatShortDay,
  formatTime,
  formatTimeRange,
  parseBerlinDay,
  toBerlinDay,
  toBerlinIso,
} from './berlin-time'

const hours = (from: Date, to: Date) => (to.getTime() + 1 - from.getTime()) / 3_600_000

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

  it('starts and ends a winter day at Berlin midnight', () => {
    expect(berlinDayStart('2026-11-23T15:00:00Z').toISOString()).toBe('2026-11-22T23:00:00.000Z')
    expect(berlinDayEnd('2026-11-23T15:00:00Z').toISOString()).toBe('2026-11-23T22:59:59.999Z')
  })

  it('gives the March switch day 23 hours and the October one 25', () => {
    const march = '2026-03-29T12:00:00+02:00'
    expect(berlinDayStart(march).toISOString()).toBe('2026-03-28T23:00:00.000Z')
    expect(hours(berlinDayStart(march), berlinDayEnd(march))).toBe(23)
    const october = '2026-10-25T12:00:00+01:00'
    expect(berlinDayStart(october).toISOString()).toBe('2026-10-24T22:00:00.000Z')
    expect(hours(berlinDayStart(october), berlinDayEnd(october))).toBe(25)
  })

  it('adds calendar days keeping the wall-clock time across a switch', () => {
    expect(addBerlinDays('2026-03-28T10:00:00+01:00', 1).toISOString()).toBe(
      '2026-03-29T08:00:00.000Z',
    )
    expect(addBerlinDays('2026-10-26T10:00:00+01:00', -1).toISOString()).toBe(
      '2026-10-25T09:00:00.000Z',
    )
  })

  it('reads only real YYYY-MM-DD days', () => {
    expect(parseBerlinDay('2026-03-29')?.toISOString()).toBe('2026-03-28T23:00:00.000Z')
    for (const bad of ['2026-02-30', '2026-13-01', '23.11.2026', '2026-1-5', '']) {
      expect(parseBerlinDay(bad)).toBeNull()
    }
  })

  it('turns a day range from the URL into a search window with Berlin offsets', () => {
    expect(berlinDaysWindow('2026-03-28', '2026-03-29')).toEqual({
      from: '2026-03-28T00:00:00.000+01:00',
      to: '2026-03-29T23:59:59.999+02:00',
    })
    expect(berlinDaysWindow('2026-11-24', '2026-11-23')).toBeNull()
    expect(berlinDaysWindow('heute', '2026-11-23')).toBeNull()
    expect(toBerlinIso('2026-07-01T08:00:00Z')).toBe('2026-07-01T10:00:00.000+02:00')
  })
})

describe('German formatting', () => {
  it('writes day headings with weekday and month names', () => {
    expect(formatDayHeading('2026-11-23')).toBe('Montag, 23. November 2026')
    expect(formatDayHeading('2026-03-28T23:30:00Z')).toBe('Sonntag, 29. März 2026')
  })

  it('writes short days, months and full dates with time', () => {
    expect(formatShortDay('2026-11-21')).toBe('Sa., 21.11.')
    expect(formatShortDay('2026-11-21T23:30:00Z')).toBe('So., 22.11.')
    expect(formatMonth('2026-11-21')).toBe('November 2026')
    expect(formatMonth('2026-10-31T23:30:00Z')).toBe('November 2026')
    expect(formatDateTime('2026-11-21T08:30:00Z')).toBe('Samstag, 21. November 2026 um 09:30')
    expect(formatLongDate('2026-11-20T23:30:00Z')).toBe('21. November 2026')
    expect(formatDateTime('2026-07-01T22:15:00Z')).toBe('Donnerstag, 2. Juli 2026 um 00:15')
  })

  it('writes Berlin times on both sides of a switch', () => {
    expect(formatTime('2026-11-23T09:00:00Z')).toBe('10:00')
    expect(formatTime('2026-03-29T00:59:00Z')).toBe('01:59')
    expect(formatTime('2026-03-29T01:00:00Z')).toBe('03:00')
    expect(formatTime('2026-10-25T00:30:00Z')).toBe('02:30')
    expect(formatTime('2026-10-25T01:30:00Z')).toBe('02:30')
  })

  it('writes a whole day as ganztägig, whichever end convention the data uses', () => {
    const start = '2026-03-29T00:00:00+01:00'
    for (const endTime of ['2026-03-30T00:00:00+02:00', '2026-03-29T23:59:59+02:00', start]) {
      expect(formatTimeRange({ startTime: start, endTime, isWholeDay: true })).toBe('ganztägig')
    }
  })

  it('writes whole days spanning several days as a date range', () => {
    const span = (startTime: string, endTime: string) =>
      formatTimeRange({ startTime, endTime, isWholeDay: true })
    expect(span('2026-11-23T00:00:00+01:00', '2026-11-26T00:00:00+01:00')).toBe('23.11.–25.11.2026')
    expect(span('2026-12-30T00:00:00+01:00', '2027-01-02T00:00:00+01:00')).toBe(
      '30.12.2026–01.01.2027',
    )
  })

  it('writes timed entries as a time, a time range or a range over days', () => {
    const timed = (startTime: string, endTime: string) =>
      formatTimeRange({ startTime, endTime, isWholeDay: false })
    expect(timed('2026-11-23T09:00:00Z', '2026-11-23T09:00:00Z')).toBe('10:00')
    expect(timed('2026-11-23T09:00:00Z', '2026-11-23T11:30:00Z')).toBe('10:00–12:30')
    expect(timed('2026-11-23T09:00:00Z', '2026-11-24T17:00:00Z')).toBe(
      '23.11., 10:00 – 24.11., 18:00',
    )
  })
})
