import { describe, expect, it } from 'vitest'
import { groupByDay, toFeedRows, type FeedRow } from './feed-rows'
import { agendaEvent } from '@/testing/agenda-event-factory'

const TWO_WEEKS = { from: '2026-11-21', to: '2026-12-04' }

/** Rows as 'day' keys and 'id@day' entries, for comparing at a glance. */
const outline = (rows: FeedRow[]) =>
  rows.map((row) =>
    row.kind === 'event'
      ? `${row.event.id}@${row.day ?? '–'}`
      : row.kind === 'day'
        ? row.day
        : row.heading,
  )

const budgetWeek = agendaEvent({
  startTime: '2026-11-24T00:00:00+01:00',
  endTime: '2026-11-28T00:00:00+01:00',
  isWholeDay: true,
})

describe('feed rows sorted by date', () => {
  it('puts a day heading before the first entry of each Berlin day', () => {
    const morning = agendaEvent({ startTime: '2026-11-21T08:00:00+01:00' })
    const lateNight = agendaEvent({
      startTime: '2026-11-21T23:30:00Z',
      endTime: '2026-11-22T00:30:00Z',
    })
    const rows = toFeedRows([morning, lateNight], {
      sort: 'startTime',
      range: TWO_WEEKS,
      complete: true,
    })
    expect(outline(rows)).toEqual([
      '2026-11-21',
      `${morning.id}@2026-11-21`,
      '2026-11-22',
      `${lateNight.id}@2026-11-22`,
    ])
  })

  it('lists an entry of several days on each of its days, before the entries of that day', () => {
    const debate = agendaEvent({
      startTime: '2026-11-25T09:00:00+01:00',
      endTime: '2026-11-25T12:00:00+01:00',
    })
    const rows = toFeedRows([budgetWeek, debate], {
      sort: 'startTime',
      range: TWO_WEEKS,
      complete: true,
    })
    expect(outline(rows)).toEqual([
      '2026-11-24',
      `${budgetWeek.id}@2026-11-24`,
      '2026-11-25',
      `${budgetWeek.id}@2026-11-25`,
      `${debate.id}@2026-11-25`,
      '2026-11-26',
      `${budgetWeek.id}@2026-11-26`,
      '2026-11-27',
      `${budgetWeek.id}@2026-11-27`,
    ])
  })

  it('shows only the days of a long entry up to the last start loaded while pages are missing', () => {
    const rows = toFeedRows([budgetWeek], { sort: 'startTime', range: TWO_WEEKS, complete: false })
    expect(outline(rows)).toEqual(['2026-11-24', `${budgetWeek.id}@2026-11-24`])
  })

  it('cuts an entry of several days to the range', () => {
    const rows = toFeedRows([budgetWeek], {
      sort: 'startTime',
      range: { from: '2026-11-26', to: '2026-11-26' },
      complete: true,
    })
    expect(outline(rows)).toEqual(['2026-11-26', `${budgetWeek.id}@2026-11-26`])
  })
})

describe('feed rows sorted by Eingang', () => {
  it('groups by the day an entry came in, once, and says so', () => {
    const session = agendaEvent({
      startTime: '2026-12-02T10:00:00+01:00',
      dateUpdated: '2026-11-22T10:00:00+01:00',
    })
    const rows = toFeedRows([session, budgetWeek], {
      sort: 'dateUpdated',
      range: TWO_WEEKS,
      complete: true,
    })
    expect(rows[0]).toMatchObject({ kind: 'day', day: '2026-11-22', grouping: 'dateUpdated' })
    expect(outline(rows)).toEqual([
      '2026-11-22',
      `${session.id}@–`,
      '2026-11-20',
      `${budgetWeek.id}@–`,
    ])
  })
})

describe('entries by day', () => {
  it('lists a running topic that began earlier on each day of the range it runs into', () => {
    const running = agendaEvent({
      startTime: '2026-11-01T00:00:00+01:00',
      endTime: '2026-11-23T00:00:00+01:00',
      isWholeDay: true,
    })
    const byDay = groupByDay([running], TWO_WEEKS)
    expect([...byDay.keys()]).toEqual(['2026-11-21', '2026-11-22'])
  })
})
