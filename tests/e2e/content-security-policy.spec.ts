// The strict Content-Security-Policy costs the app nothing: sign-in, every view, the user menu, a
// silent sign-in in a hidden iframe and the provider's sign-out page run without a single
// violation, in one visit.
import { expect, test, type Page } from '@playwright/test'
import { freshAccount, signIn } from './support/sign-in'

/** Console errors, page errors and CSP violations of the page and all its frames. */
async function recordProblems(page: Page): Promise<string[]> {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${message.text()} ${message.location().url}`)
  })
  page.on('pageerror', (error) => problems.push(error.message))
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`)
  })
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`)
    })
  })
  return problems
}

/** Runs a silent sign-in the way auth0-spa-js does: the provider's answer in a hidden iframe. */
function signInSilently(page: Page) {
  return page.evaluate(async () => {
    const random = () => crypto.randomUUID().replaceAll('-', '')
    const verifier = random() + random()
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))
    const challenge = btoa(String.fromCharCode(...new Uint8Array(digest)))
      .replaceAll('+', '-')
      .replaceAll('/', '_')
      .replace(/=+$/, '')
    const url = new URL('/idp/authorize', location.origin)
    const params = {
      client_id: 'agenda-web',
      redirect_uri: `${location.origin}/app/`,
      response_type: 'code',
      response_mode: 'web_message',
      prompt: 'none',
      scope: 'openid profile email',
      audience: 'https://agenda.api/',
      state: random(),
      nonce: random(),
      code_challenge: challenge,
      code_challenge_method: 'S256',
    }
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value)
    return new Promise<Record<string, string>>((resolve) => {
      addEventListener('message', (event: MessageEvent<{ type?: string; response?: never }>) => {
        if (event.data.type === 'authorization_response') resolve(event.data.response ?? {})
      })
      const frame = document.createElement('iframe')
      frame.hidden = true
      frame.src = url.toString()
      document.body.append(frame)
    })
  })
}

// The headers themselves are checked without a browser (server/plugins/security-headers.test.ts);
// only a browser tells whether the pages run under them.
test("sign-in, every view, zen, the detail, the settings, the user menu, a silent sign-in and the provider's sign-out page run without a policy violation", async ({
  page,
}) => {
  const problems = await recordProblems(page)
  const search = page.waitForResponse('**/events/api/v1/events/search')
  // A fresh account: the visit turns zen on and off. All entries: the coming days may hold no top
  // entry on the day the data was seeded for.
  await signIn(page, freshAccount('kollegin'), '/app/events/standard?q=')
  expect((await search).status()).toBe(200)
  await expect(page.locator('[data-entry]').first()).toBeVisible()
  await page.getByRole('link', { name: 'Monat' }).click()
  await expect(page.getByRole('table')).toBeVisible()
  await page.getByRole('link', { name: '7-Tage', exact: true }).click()
  await expect(page.locator('.day-column').first()).toBeVisible()
  await page.getByRole('link', { name: 'Liste', exact: true }).click()
  await page.locator('[data-entry]').first().click()
  await expect(page.locator('.detail-title')).toBeVisible()
  await page.goto('/app/settings')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // Zen and back, by the header's switch (a user's click lands on its label).
  const zenSwitch = page.locator('label', { has: page.getByRole('switch') })
  await page.goto('/app/events/standard')
  await zenSwitch.click()
  await expect(page).toHaveURL(/\/app\/zen\//)
  await page.getByRole('link', { name: 'Alle Einträge' }).click()
  await expect(page.locator('[data-entry]').first()).toBeVisible()
  await page.locator('[data-entry]').first().click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await page.keyboard.press('Escape')
  await zenSwitch.click()
  await expect(page).toHaveURL(/\/app\/events\//)
  await page.getByRole('button', { name: /Benutzermenü/ }).click()
  await expect(page.getByRole('button', { name: /Abmelden/ })).toBeVisible()

  const silent = await signInSilently(page)
  expect(silent.error).toBeUndefined()
  expect(silent.code).toBeTruthy()

  const returnTo = encodeURIComponent(new URL('/app/', page.url()).toString())
  await page.goto(`/idp/v2/logout?client_id=agenda-web&returnTo=${returnTo}`)
  // sign-out.js submits the form; the provider ends its session and sends the browser back.
  await page.waitForURL((url) => url.pathname.startsWith('/app/'))
  expect(problems).toEqual([])
  // The provider's answer to a silent sign-in without a session is a 400 page: checked after.
  expect((await signInSilently(page)).error).toBe('login_required')
})
