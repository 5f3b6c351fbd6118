// Signs each stock account that read-only tests share in once, through the real login page, and
// saves the browser's state for them (support/signed-in.ts).
import { test as setup } from '@playwright/test'
import { demoAccounts, signIn } from './support/sign-in'
import { savedAccounts, savedStatePath } from './support/signed-in'

for (const account of savedAccounts) {
  setup(`sign in as ${account}`, async ({ page }, testInfo) => {
    await signIn(page, demoAccounts[account].email)
    await page.context().storageState({ path: savedStatePath(testInfo, account) })
  })
}
