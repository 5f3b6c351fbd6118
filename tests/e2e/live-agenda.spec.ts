// The live agenda (issue 18): an open list offers „1 neuer Eintrag“ for an event the planning desk
// creates that matches the list's search, not for one that does not; after being offline it
// catches up with what changed meanwhile.
import { expect, test } from '@playwright/test'
import { createDeskEvent, planner, signedInPage, uniqueWord } from './support/planning-desk'
import { freshAccount } from './support/sign-in'

// Two users and a loaded machine: more time than one page needs.
test.describe.configure({ timeout: 150_000 })

test('an open list offers matching new entries, not others, and catches up after being offline', async ({
  browser,
}) => {
  const word = uniqueWord('Hafenfest')
  const reader = await signedInPage(browser, freshAccount('redaktion'))
  await reader.goto(`/app/events/list?q=${word}`)
  await expect(reader.getByText(/Keine Termine|keine Termine/).first()).toBeVisible()
  const desk = await signedInPage(browser, planner(), '/app/planning')
  // The live client starts after the first screen; give it its subscription first.
  await expect(reader.locator('.live-new-entries')).toBeAttached()
  await reader.waitForLoadState('networkidle')

  // Not matching the search first, then matching: the offer counts only the second.
  await createDeskEvent(desk, `${uniqueWord('Anderswo')} Empfang`)
  const title = `${word} der Testveranstalter`
  await createDeskEvent(desk, title)
  const offer = reader.getByRole('button', { name: '1 neuer Eintrag' })
  await expect(offer).toBeVisible({ timeout: 45_000 })
  await offer.click()
  await expect(reader.getByRole('link', { name: title }).first()).toBeVisible()
  await expect(offer).toHaveCount(0)

  // Offline, a second matching event is created; online again, the list catches up.
  await reader.context().setOffline(true)
  const later = `${word} Nachtrag`
  await createDeskEvent(desk, later)
  await reader.context().setOffline(false)
  await expect(offer).toBeVisible({ timeout: 45_000 })
  await offer.click()
  await expect(reader.getByRole('link', { name: later }).first()).toBeVisible()
})
