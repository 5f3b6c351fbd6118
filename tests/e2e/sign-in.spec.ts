// Issue 2: every demo account signs in through the real provider and lands where it must; deep
// links survive the round trip; signing out really ends the session.
import { expect, test } from '@playwright/test'
import { atAddress } from './support/address'
import { demoAccounts, signIn, storedTicket, submitLogin } from './support/sign-in'

test('an editor lands on the classic feed with the name in the header', async ({ page }) => {
  await signIn(page, demoAccounts.redaktion.email)
  await expect(page).toHaveURL(atAddress('/app/events/standard'))
  await expect(page.locator('[data-layout="classic"]')).toBeVisible()
  await expect(page.getByRole('button', { name: /Rita Redaktion/ })).toBeVisible()
})

test('a colleague with a new account lands on the classic feed too', async ({ page }) => {
  await signIn(page, demoAccounts.kollegin.email)
  await expect(page).toHaveURL(atAddress('/app/events/standard'))
})

test('the zen user lands on the 7-day zen view', async ({ page }) => {
  await signIn(page, demoAccounts.zen.email)
  await expect(page).toHaveURL(atAddress('/app/zen/preview'))
  await expect(page.locator('[data-layout="zen"]')).toBeVisible()
})

test('a new user must accept the terms and then reaches the feed', async ({ page }) => {
  await signIn(page, demoAccounts.neu.email)
  await expect(page).toHaveURL('/app/consent')
  await expect(page.getByRole('heading', { name: 'Nutzungsbedingungen der Agenda' })).toBeVisible()
  // The guard keeps them there, whatever they try to open.
  await page.goto('/app/settings')
  await expect(page).toHaveURL('/app/consent')
  const before = await storedTicket(page)
  await page.getByRole('button', { name: 'Zustimmen' }).click()
  await expect(page).toHaveURL('/app/settings')
  await expect(page.getByRole('heading', { name: 'Einstellungen' })).toBeVisible()
  expect(await storedTicket(page)).not.toBe(before)
  await page.goto('/app/')
  await expect(page).toHaveURL(atAddress('/app/events/standard'))
})

test('an inactive account is told how to reach customer service', async ({ page }) => {
  await signIn(page, demoAccounts.inaktiv.email)
  await expect(page).toHaveURL('/app/unauthorized')
  await expect(
    page.getByRole('heading', { name: 'Ihr Zugang ist derzeit nicht aktiv' }),
  ).toBeVisible()
  const contacts = page.getByRole('list', { name: 'Kontakt zum Kundenservice' })
  await expect(contacts.getByRole('link', { name: 'agenda-support@agenda.test' })).toBeVisible()
  await expect(contacts.getByRole('link', { name: '+49 30 1234567' })).toBeVisible()
})

test('an account without Agenda Plus sees the no-access message', async ({ page }) => {
  await signIn(page, demoAccounts.basis.email)
  await expect(page).toHaveURL('/app/unauthorized')
  await expect(
    page.getByRole('heading', { name: 'Agenda Plus ist für Ihr Konto nicht freigeschaltet' }),
  ).toBeVisible()
  await page.goto('/app/events/list')
  await expect(page).toHaveURL('/app/unauthorized')
})

test('a signed-out deep link is restored after sign-in', async ({ page }) => {
  await signIn(page, demoAccounts.redaktion.email, '/app/events/list?filterId=abc')
  await expect(page).toHaveURL(atAddress('/app/events/list?filterId=abc'))
})

test('signing out returns to the origin and a guarded page asks for sign-in again', async ({
  page,
  baseURL,
}) => {
  await signIn(page, demoAccounts.redaktion.email)
  await page.getByRole('button', { name: /Rita Redaktion/ }).click()
  await page.getByRole('button', { name: 'Abmelden' }).click()
  // The provider returns to the origin, which opens the app, whose start page needs sign-in.
  await page.waitForURL((url) => url.origin === baseURL && url.pathname.startsWith('/idp'))
  await expect(page.getByLabel('Passwort')).toBeVisible()
  expect(await storedTicket(page)).toBeNull()
  await page.goto('/app/settings')
  await expect(page.getByLabel('Passwort')).toBeVisible()
  // Signing in again returns to the page asked for.
  await submitLogin(page, demoAccounts.redaktion.email)
  await expect(page).toHaveURL('/app/settings')
})

test('a callback the app did not start is explained in German at the start, with a way on', async ({
  page,
}) => {
  await page.goto('/app/?code=forged&state=forged')
  await expect(page.getByRole('alert')).toContainText('nicht in diesem Browser begonnen')
  // docs/product.md#auth-states: on a callback error the user goes to /, which (needing the account's default view) asks
  // to sign in again; the forged parameters are gone.
  await expect(page).toHaveURL((url) => url.pathname.replace(/\/$/, '') === '/app' && !url.search)
  await expect(page.getByRole('button', { name: /anmelden/i }).first()).toBeVisible()
})

test('the ticket and path parameters leave the address once the profile is loaded', async ({
  page,
}) => {
  await signIn(page, demoAccounts.redaktion.email)
  await page.goto('/app/settings?ticket=abc&path=%2Fzen&keep=1')
  await expect(page).toHaveURL('/app/settings?keep=1')
})
