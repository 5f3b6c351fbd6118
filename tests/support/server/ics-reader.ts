// Reads an exported calendar with ical.js, the parser Thunderbird uses, for tests that check what
// a calendar client would see: its time zones are registered, so times convert as they would there.
import ICAL from 'ical.js'

export interface ParsedCalendar {
  calendar: ICAL.Component
  /** The VEVENTs by their UID. */
  events: Map<string, ICAL.Component>
}

export function parseCalendar(text: string): ParsedCalendar {
  const calendar = new ICAL.Component(ICAL.parse(text))
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(zone)
  }
  const events = new Map<string, ICAL.Component>()
  for (const event of calendar.getAllSubcomponents('vevent')) {
    events.set(String(event.getFirstPropertyValue('uid')), event)
  }
  return { calendar, events }
}

/** The event with this UID, or a failure naming the UIDs there are. */
export function eventOf(parsed: ParsedCalendar, uid: string): ICAL.Component {
  const event = parsed.events.get(uid)
  if (!event) throw new Error(`no VEVENT ${uid} among ${[...parsed.events.keys()].join(', ')}`)
  return event
}

/** A date or date-time property as the instant a client computes from it (TZID applied). */
export function instantOf(event: ICAL.Component, property: string): string {
  const value = event.getFirstPropertyValue(property) as ICAL.Time
  return value.toJSDate().toISOString()
}
