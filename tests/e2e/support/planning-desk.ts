// The planning desk in end-to-end tests: planners' accounts, unique words for searches that must
// find only one test's entries, and events created through the desk's own API.
import { expect, type Browser, type Page } from '@playwright/test'
import { addDays, berlinToday } from '../../../domain/berlin-time'
import type { DeskEvent } from '../../../domain/planning-api'
import { signIn, storedTicket } from './sign-in'

/** A fresh planner of the embedded provider (`planung+…`: the desk role comes with the name). */
export const planner = () => `planung+${crypto.randomUUID().slice(0, 8)}@agenda.test`

/** A unique word, so a search finds exactly this test's event. */
export const uniqueWord = (stem: string) =>
  `${stem}${crypto.randomUUID().slice(0, 6).replace(/-/g, '')}`

/** A page in a browser context of its own, signed in as `email`. */
export async function signedInPage(browser: Browser, email: string, path?: string) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await signIn(page, email, path)
  return page
}

export function deskEvent(title: string, day: string, isTop = false): DeskEvent {
  return {
    isTop,
    fields: {
      attendanceMode: 'OnlineEventAttendanceMode',
      title,
      description: 'Vorgestellt werden die Pläne für das kommende Jahr.',
      when: { startDay: day, endDay: day, isWholeDay: false, startTime: '10:00', endTime: '11:00' },
      // Its own link: the same link would make every test's events duplicates of each other.
      accessLink: `https://stream.example.org/${crypto.randomUUID()}`,
      organiser: 'Verband der Testveranstalter',
      deskContact: { name: 'Jana Krüger', email: 'presse@example.org', phone: '+49 30 123456' },
      ressort: 'wirtschaft',
      links: [],
    },
  }
}

/**
 * Creates an event for tomorrow on the planning desk through its API, with the planner's ticket.
 * As a planner who has seen the duplicate warning: specs running side by side put many events on
 * tomorrow, and the seed's own (a „Hafenfest“, say) may resemble a test's title by the trigram
 * rule. The warning itself is tested in server/routes/planning/planning-routes.test.ts.
 */
export async function createDeskEvent(desk: Page, title: string, isTop = false) {
  const ticket = await storedTicket(desk)
  const response = await desk.request.post('/events/api/v1/planning/events', {
    headers: { authorization: `Bearer ${ticket}`, 'idempotency-key': crypto.randomUUID() },
    data: { ...deskEvent(title, addDays(berlinToday(), 1), isTop), allowDuplicate: true },
  })
  expect(response.status()).toBe(201)
  return ((await response.json()) as { id: string }).id
}
