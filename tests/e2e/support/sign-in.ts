// Signs in through the embedded provider's real login page, like a user: open a page of the app,
// get sent to the login, type e-mail and password, press 'Anmelden'.
import { expect, type Page } from '@playwright/test'

export const DEMO_PASSWORD = 'agenda'

export const demoAccounts = {
  redaktion: { email: 'redaktion@agenda.test', name: 'Rita Redaktion' },
  zen: { email: 'zen@agenda.test', name: 'Zoe Zen' },
  neu: { email: 'neu@agenda.test', name: 'Nils Neu' },
  inaktiv: { email: 'inaktiv@agenda.test', name: 'Ines Inaktiv' },
  basis: { email: 'basis@agenda.test', name: 'Bernd Basis' },
  kollegin: { email: 'kollegin@agenda.test', name: 'Karla Kollegin' },
} as const

export const TICKET_KEY = 'dpaID-token-agenda'

/**
 * A fresh copy of a demo account (the provider's alias `name+tag@agenda.test`), for tests that
 * change an account's state and must neither disturb nor depend on tests running beside them.
 */
export function freshAccount(base: keyof typeof demoAccounts): string {
  return demoAccounts[base].email.replace('@', `+${crypto.randomUUID().slice(0, 8)}@`)
}

/** Fills the provider's login form on the page currently shown. */
export async function submitLogin(page: Page, email: string, password = DEMO_PASSWORD) {
  await expect(page.getByLabel('E-Mail')).toBeVisible()
  await page.getByLabel('E-Mail').fill(email)
  await page.getByLabel('Passwort').fill(password)
  await page.getByRole('button', { name: 'Anmelden' }).click()
}

/**
 * Opens `path` of the app (default: the start), signs in on the provider's page and waits until
 * the app is back with a ticket stored.
 */
export async function signIn(page: Page, email: string, path = '/app/'): Promise<void> {
  await page.goto(path)
  await submitLogin(page, email)
  await page.waitForURL((url) => url.pathname.startsWith('/app/') && !url.search.includes('code='))
  await page.waitForFunction((key) => localStorage.getItem(key) !== null, TICKET_KEY)
}

/** The ticket the app stored in the browser. */
export function storedTicket(page: Page): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), TICKET_KEY)
}
