// Signed in without the login page: the setup project (sign-in.setup.ts) signs each stock demo
// account in once, like a user, and saves the browser's state (the ticket and the provider
// library's cache in localStorage, the provider's session cookie); tests then start from a copy.
// Only for tests that leave the account as it was: they share the account's ticket, its session
// at our server and the provider's tokens. Such a test never signs out (that would end the session
// for every test beside it), and the run must stay well under the ticket's and the provider
// token's hour (TICKET_TTL, TOKEN_TTL_SECONDS): later, each copy would renew with the same
// refresh token, which the provider rotates, and all but the first would be signed out.
import path from 'node:path'
import { test, type TestInfo } from '@playwright/test'
import type { demoAccounts } from './sign-in'

/** The stock accounts whose state the setup saves. */
export const savedAccounts = [
  'redaktion',
  'zen',
  'kollegin',
] as const satisfies (keyof typeof demoAccounts)[]
type SavedAccount = (typeof savedAccounts)[number]

/** Where the run keeps an account's saved state: its own output directory, gitignored. */
export function savedStatePath(testInfo: TestInfo, account: SavedAccount): string {
  return path.join(testInfo.project.outputDir, '.signed-in', `${account}.json`)
}

/** The tests of the calling scope (file or describe) start signed in as the stock `account`. */
export function useSignedIn(account: SavedAccount): void {
  test.use({
    // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    storageState: async ({}, use, testInfo) => use(savedStatePath(testInfo, account)),
  })
}
