import { describe, expect, it } from 'vitest'
import type { EventSearchRequest } from '../../../domain/events-api'
import type { FilterRule } from '../../../domain/filter-rules'
import { eventQuery, type EventQueryRequest } from './event-query'

const WINDOW = { filterRules: [], from: '2026-03-02T00:00:00Z', to: '2026-03-09T00:00:00Z' }
const query = (request: Partial<EventSearchRequest> = {}) =>
  eventQuery({ ...WINDOW, ...request } as EventQueryRequest)
const landtag: FilterRule = { type: 'FILTER_FULLTEXT', values: ['Landtag'] }

describe('eventQuery', () => {
  it.each([
    [{ from: 'gestern' }, 'INVALID_DATE'],
    [{ from: '2026-03-10T00:00:00Z' }, 'INVALID_WINDOW'],
  ])('refuses the window %j with 400 %s, in German', (window, code) => {
    expect(() => query(window)).toThrow(
      expect.objectContaining({
        statusCode: 400,
        code,
        message: expect.stringMatching(/Bitte|liegt/),
      }),
    )
  })

  it('accepts an empty window: from equal to to', () => {
    expect(() => query({ to: WINDOW.from })).not.toThrow()
  })

  it('sorts by start time ascending unless asked otherwise', () => {
    expect(query()).toMatchObject({ sort: 'startTime', order: 'asc', direction: 'ASC' })
    expect(query({ sort: 'dateUpdated', order: 'desc' })).toMatchObject({
      order: 'desc',
      direction: 'DESC',
      column: 'updated_at',
    })
  })

  it('ignores the order by relevance: best tier first, then nearest first', () => {
    expect(query({ sort: 'relevance', order: 'desc' })).toMatchObject({
      order: 'asc',
      direction: 'ASC',
      column: 'starts_at',
    })
  })

  it('ranks only with search words, and marks a top rule', () => {
    expect(query().ranking).toBeNull()
    expect(query({ filterRules: [landtag] }).ranking).toMatch(/tsquery\('german', \$1\)/)
    expect(query().matches.hasTopRule).toBe(false)
    const top: FilterRule = { type: 'FILTER_IS_TOP', values: ['true'] }
    expect(query({ filterRules: [top] }).matches.hasTopRule).toBe(true)
  })

  it('collects the parameters its statement reads, never the values in the text', () => {
    const { matches, params } = query({ filterRules: [landtag] })
    expect(matches.sql).toMatch(/^matches AS MATERIALIZED/)
    expect(matches.sql).not.toContain('Landtag')
    expect(params.values).toContain(WINDOW.from)
  })
})
