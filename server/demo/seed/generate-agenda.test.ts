import { describe, expect, it } from 'vitest'
import { eventDays } from '../../../domain/event-days'
import { FEDERAL_STATES } from '../../../domain/labels/federal-states'
import { RESSORTS } from '../../../domain/labels/ressorts'
import { DAYS_AHEAD, DAYS_BACK, generateAgenda, type GeneratedAgenda } from './generate-agenda'

const NOW = new Date('2026-11-21T09:00:00Z')

function generate(count: number, seed = 'test'): GeneratedAgenda {
  const all: GeneratedAgenda = { events: [], newsItems: [] }
  for (const slice of generateAgenda({ count, seed, now: NOW }, 500)) {
    all.events.push(...slice.events)
    all.newsItems.push(...slice.newsItems)
  }
  return all
}

describe('demo agenda generator', () => {
  const agenda = generate(3000)

  it('makes the same rows from the same seed and other rows from another', () => {
    expect(generate(3000)).toEqual(agenda)
    expect(generate(3000, 'other').events.map((row) => row.title)).not.toEqual(
      agenda.events.map((row) => row.title),
    )
  })

  it('keeps the first entries when asked for more', () => {
    const more = generate(3500)
    expect(more.events.slice(0, 3000)).toEqual(agenda.events)
  })

  it('has the requested number of entries with unique ids', () => {
    expect(agenda.events).toHaveLength(3000)
    expect(new Set(agenda.events.map((row) => row.id)).size).toBe(3000)
    expect(new Set(agenda.newsItems.map((row) => row.id)).size).toBe(agenda.newsItems.length)
  })

  it('covers all 16 federal states and all 7 ressorts', () => {
    expect(new Set(agenda.events.map((row) => row.federalState).filter(Boolean))).toEqual(
      new Set(FEDERAL_STATES),
    )
    expect(new Set(agenda.events.flatMap((row) => row.ressorts ?? []))).toEqual(new Set(RESSORTS))
  })

  it('places everything from 60 days back to 365 days ahead', () => {
    const earliest = NOW.getTime() - (DAYS_BACK + 1) * 86_400_000
    const latest = NOW.getTime() + (DAYS_AHEAD + 1) * 86_400_000
    for (const row of agenda.events) {
      expect(row.endsAt.getTime()).toBeGreaterThanOrEqual(earliest)
      expect(row.startsAt.getTime()).toBeLessThanOrEqual(latest)
      expect(row.endsAt.getTime()).toBeGreaterThanOrEqual(row.startsAt.getTime())
    }
  })

  it('includes real action days, round anniversaries and multi-day topics', () => {
    const titles = agenda.events.map((row) => row.title)
    expect(titles).toContain('Welt-Aids-Tag')
    expect(titles).toContain('Internationaler Tag der Menschenrechte')
    expect(titles).toContain('Vor 35 Jahren: Auflösung der Sowjetunion')
    const anniversaries = titles.filter((title) => title.startsWith('Vor '))
    expect(anniversaries.length).toBeGreaterThan(5)
    for (const title of anniversaries)
      expect(Number(/^Vor (\d+) Jahren/.exec(title)?.[1]) % 5).toBe(0)
    const kinds = new Set(agenda.events.map((row) => row.kind))
    expect(kinds).toEqual(new Set(['event', 'topic', 'anniversary', 'actionday']))
    const topic = agenda.events.find((row) => row.title === 'Frankfurter Buchmesse')
    expect(topic?.isWholeDay).toBe(true)
  })

  it('lets a multi-day topic run to the midnight after its last Berlin day', () => {
    const week = agenda.events.find((row) => row.title === 'Haushaltswoche im Bundestag')
    expect(week).toBeDefined()
    const span = { startTime: week?.startsAt ?? 0, endTime: week?.endsAt ?? 0, isWholeDay: true }
    expect(eventDays(span)).toEqual({ from: '2026-11-24', to: '2026-11-27' })
  })

  it('plays Bundesliga matches only in the season, not in the winter or summer break', () => {
    const matchDays = agenda.events
      .filter((row) => row.title.startsWith('Fußball-Bundesliga: '))
      .map((row) => row.startsAt.toISOString().slice(5, 10))
    expect(matchDays.length).toBeGreaterThan(10)
    for (const monthDay of matchDays) {
      expect(monthDay >= '12-22' || monthDay <= '01-08').toBe(false)
      expect(monthDay >= '05-21' && monthDay <= '08-21').toBe(false)
    }
  })

  it('marks about 5 % top and some entries cancelled or postponed', () => {
    const share = (test: (row: GeneratedAgenda['events'][number]) => boolean) =>
      agenda.events.filter(test).length / agenda.events.length
    expect(share((row) => row.isTop === true)).toBeGreaterThan(0.03)
    expect(share((row) => row.isTop === true)).toBeLessThan(0.08)
    expect(share((row) => row.status === 'cancelled')).toBeGreaterThan(0.01)
    expect(share((row) => row.status === 'postponed')).toBeGreaterThan(0.005)
    expect(share((row) => row.isWholeDay === true)).toBeGreaterThan(0.05)
  })

  it('never makes two entries of one happening: same title, start and place', () => {
    // „Regierungspressekonferenz“ at 11:30 in the Haus der Bundespressekonferenz was drawn twice
    // for one Friday (issue 36); any template with a fixed title, time and venue can repeat so.
    const happening = (row: GeneratedAgenda['events'][number]) =>
      [
        row.title.toLowerCase().replace(/\s+/g, ' ').trim(),
        row.startsAt.toISOString(),
        row.locationName ?? '',
        row.city ?? '',
      ].join('|')
    for (const now of ['2026-01-05', '2026-06-15', '2026-11-21', '2027-02-28']) {
      const all = [...generateAgenda({ count: 5000, seed: 'agenda', now: new Date(now) })]
      const keys = all.flatMap((slice) => slice.events).map(happening)
      const repeated = keys.filter((key, index) => keys.indexOf(key) !== index)
      expect(repeated, now).toEqual([])
    }
  })

  it('reports news items only on entries that are over', () => {
    const byId = new Map(agenda.events.map((row) => [row.id, row]))
    expect(agenda.newsItems.length).toBeGreaterThan(50)
    for (const item of agenda.newsItems) {
      const event = byId.get(item.eventId)
      expect(event).toBeDefined()
      expect(item.publishedAt.getTime()).toBeGreaterThanOrEqual(event?.endsAt.getTime() ?? 0)
      expect(item.publishedAt.getTime()).toBeLessThanOrEqual(NOW.getTime())
    }
  })
})
