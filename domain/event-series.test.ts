import { describe, expect, it } from 'vitest'
import { describeSeries, seriesDays, seriesRuleProblem, type SeriesRule } from './event-series'

const weekly = (fields: Partial<SeriesRule> = {}): SeriesRule => ({
  frequency: 'weekly',
  until: '2027-01-04',
  except: [],
  ...fields,
})

describe('seriesDays', () => {
  it('repeats weekly up to and including the last day', () => {
    expect(seriesDays('2026-12-07', weekly())).toEqual([
      '2026-12-07',
      '2026-12-14',
      '2026-12-21',
      '2026-12-28',
      '2027-01-04',
    ])
  })

  it('leaves the exceptions out', () => {
    expect(seriesDays('2026-12-07', weekly({ except: ['2026-12-28'] }))).toEqual([
      '2026-12-07',
      '2026-12-14',
      '2026-12-21',
      '2027-01-04',
    ])
  })

  it('repeats monthly on the same day, skipping months without it, as RFC 5545 does', () => {
    expect(
      seriesDays('2027-01-31', { frequency: 'monthly', until: '2027-06-30', except: [] }),
    ).toEqual(['2027-01-31', '2027-03-31', '2027-05-31'])
  })
})

describe('seriesRuleProblem', () => {
  it('accepts a rule that fits', () => {
    expect(seriesRuleProblem('2026-12-07', weekly({ except: ['2026-12-14'] }))).toBeNull()
  })

  it('says in German what does not fit', () => {
    expect(seriesRuleProblem('2026-12-07', weekly({ until: '2026-12-07' }))).toBe(
      'Die Serie muss nach dem ersten Termin enden.',
    )
    expect(seriesRuleProblem('2026-12-07', weekly({ until: '2029-12-07' }))).toBe(
      'Eine Serie reicht höchstens zwei Jahre weit.',
    )
    expect(seriesRuleProblem('2026-12-07', weekly({ except: ['2026-12-07'] }))).toBe(
      'Der erste Termin kann keine Ausnahme sein.',
    )
    expect(seriesRuleProblem('2026-12-07', weekly({ except: ['2026-12-15'] }))).toBe(
      'Die Ausnahme 15.12.2026 ist kein Termin der Serie.',
    )
  })
})

describe('describeSeries', () => {
  it('names the rhythm, the end and the days left out', () => {
    expect(describeSeries(weekly())).toBe('wöchentlich bis 04.01.2027')
    expect(describeSeries({ frequency: 'monthly', until: '2027-12-15', except: ['a', 'b'] })).toBe(
      'monatlich bis 15.12.2027, ohne 2 Termine',
    )
  })
})
