import { beforeAll, describe, expect, it } from 'vitest'
import { anEvent, insertEvents } from '../../../tests/support/server/agenda-factories'
import { eventOf, parseCalendar } from '../../../tests/support/server/ics-reader'
import { setUpTestApp } from '../../../tests/support/server/set-up-test-app'
import { databaseModes } from '../../../tests/support/server/test-database'
import { createTestUser } from '../../../tests/support/server/test-users'

describe.each(databaseModes())('calendar downloads on %s', (mode) => {
  const suite = setUpTestApp(mode)
  let headers: Record<string, string>

  beforeAll(async () => {
    const { ticket } = await createTestUser(suite.app, suite.database, 'Redaktion')
    headers = { authorization: `Bearer ${ticket}` }
    await insertEvents(suite.database, [
      anEvent({ id: 'landtag', title: 'Plenarsitzung im Thüringer Landtag' }),
      anEvent({ id: 'pressekonferenz', title: 'Pressekonferenz', status: 'cancelled' }),
    ])
  })

  const download = (id: string) =>
    suite.app.inject({ url: `/events/api/v1/events/${id}/calendar.ics`, headers })
  const exportSelection = (ids: string[]) =>
    suite.app.inject({
      method: 'POST',
      url: '/events/api/v1/export/calendar.ics',
      headers,
      payload: { ids },
    })

  it('downloads one event as a calendar file named after its title', async () => {
    const response = await download('landtag')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8')
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="plenarsitzung-im-thueringer-landtag.ics"',
    )
    const parsed = parseCalendar(response.body)
    expect([...parsed.events.keys()]).toEqual(['landtag@agenda.test'])
    expect(parsed.calendar.getFirstPropertyValue('x-wr-calname')).toBe(
      'Plenarsitzung im Thüringer Landtag',
    )
  })

  it('raises SEQUENCE and LAST-MODIFIED when the row is updated', async () => {
    const sequenceOf = async () => {
      const event = eventOf(parseCalendar((await download('landtag')).body), 'landtag@agenda.test')
      return [
        event.getFirstPropertyValue('sequence'),
        String(event.getFirstPropertyValue('last-modified')),
      ]
    }
    const [before] = await sequenceOf()
    await suite.database.query(
      `UPDATE events SET title = 'Plenarsitzung (verlegt)', updated_at = '2026-02-20T10:00:00Z' WHERE id = 'landtag'`,
    )
    const [after, modified] = await sequenceOf()
    expect(after).toBe(Number(before) + 1)
    expect(modified).toBe('2026-02-20T10:00:00Z')
  })

  it('answers an unknown event as the detail route does', async () => {
    const response = await download('gibt-es-nicht')
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({
      code: 'EVENT_NOT_FOUND',
      message: 'Diesen Termin gibt es nicht mehr.',
    })
  })

  it('exports a selection as one calendar, cancelled entries included and unknown ids left out', async () => {
    const response = await exportSelection(['landtag', 'pressekonferenz', 'landtag', 'weg'])
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="agenda-auswahl.ics"',
    )
    const parsed = parseCalendar(response.body)
    expect([...parsed.events.keys()].sort()).toEqual([
      'landtag@agenda.test',
      'pressekonferenz@agenda.test',
    ])
    expect(eventOf(parsed, 'pressekonferenz@agenda.test').getFirstPropertyValue('status')).toBe(
      'CANCELLED',
    )
  })

  it('answers 404 when none of the selection exists', async () => {
    const response = await exportSelection(['weg', 'auch-weg'])
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ code: 'EVENTS_NOT_FOUND' })
  })

  it('refuses more than 5,000 entries with 400 and an empty selection as invalid', async () => {
    const tooMany = await exportSelection(Array.from({ length: 5001 }, (_, index) => `e${index}`))
    expect(tooMany.statusCode).toBe(400)
    expect(tooMany.json()).toEqual({
      code: 'TOO_MANY_ENTRIES',
      message: 'Höchstens 5.000 Einträge auf einmal exportieren.',
    })
    const empty = await exportSelection([])
    expect(empty.statusCode).toBe(400)
    expect(empty.json()).toMatchObject({ code: 'VALIDATION_ERROR' })
  })
})
