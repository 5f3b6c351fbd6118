// The live agenda (issue 18): an open list offers „1 neuer Eintrag“ for an event the planning desk
// creates that matches the list's search, not for one that does not; after being offline it
// catches up with what changed meanwhile.
import { expect, test, type Browser, type Page } from '@playwright/test'
import { addDays, berlinToday } from '../../domain/berlin-time'
import type { DeskEvent } from '../../domain/planning-api'
import { freshAccount, signIn, storedTicket } from './support/sign-in'

// Two users and a loaded machine: more time than one page needs.
test.describe.configure({ timeout: 150_000 })

const uniqueWord = (stem: string) => `${stem}${crypto.randomUUID().slice(0, 6).replace(/-/g, '')}`

function deskEvent(title: string, day: string): DeskEvent {
  return {
    isTop: false,
    fields: {
      attendanceMode: 'OnlineEventAttendanceMode',
      title,
      description: 'Vorgestellt werden die Pläne für das kommende Jahr.',
      when: { startDay: day, endDay: day, isWholeDay: false, startTime: '10:00', endTime: '11:00' },
      accessLink: `https://stream.example.org/${crypto.randomUUID()}`,
      organiser: 'Verband der Testveranstalter',
      deskContact: { name: 'Jana Krüger', email: 'presse@example.org', phone: '+49 30 123456' },
      ressort: 'wirtschaft',
      links: [],
    },
  }
}

/** Creates an event on the planning desk through its API, with the planner's ticket. */
async function createEvent(desk: Page, title: string) {
  const ticket = await storedTicket(desk)
  const response = await desk.request.post('/events/api/v1/planning/events', {
    headers: { authorization: `Bearer ${ticket}`, 'idempotency-key': crypto.randomUUID() },
    data: deskEvent(title, addDays(berlinToday(), 1)),
  })
  expect(response.status()).toBe(201)
}

async function signedInPage(browser: Browser, email: string, path?: string) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await signIn(page, email, path)
  return page
}

test('an open list offers matching new entries, not others, and catches up after being offline', async ({
  browser,
}) => {
  const word = uniqueWord('Hafenfest')
  const reader = await signedInPage(browser, freshAccount('redaktion'))
  await reader.goto(`/app/events/list?q=${word}`)
  await expect(reader.getByText(/Keine Termine|keine Termine/).first()).toBeVisible()
  const desk = await signedInPage(
    browser,
    `planung+${crypto.randomUUID().slice(0, 8)}@agenda.test`,
    '/app/planning',
  )
  // The live client starts after the first screen; give it its subscription first.
  await expect(reader.locator('.live-new-entries')).toBeAttached()
  await reader.waitForLoadState('networkidle')

  // Not matching the search first, then matching: the offer counts only the second.
  await createEvent(desk, `${uniqueWord('Anderswo')} Empfang`)
  const title = `${word} der Testveranstalter`
  await createEvent(desk, title)
  const offer = reader.getByRole('button', { name: '1 neuer Eintrag' })
  await expect(offer).toBeVisible({ timeout: 45_000 })
  await offer.click()
  await expect(reader.getByRole('link', { name: title }).first()).toBeVisible()
  await expect(offer).toHaveCount(0)

  // Offline, a second matching event is created; online again, the list catches up.
  await reader.context().setOffline(true)
  const later = `${word} Nachtrag`
  await createEvent(desk, later)
  await reader.context().setOffline(false)
  await expect(offer).toBeVisible({ timeout: 45_000 })
  await offer.click()
  await expect(reader.getByRole('link', { name: later }).first()).toBeVisible()
})
