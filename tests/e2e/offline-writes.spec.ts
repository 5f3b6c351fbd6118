// Writes made offline wait in the outbox and reach the server exactly once: across a reload while
// offline, and when the first replay is cut off after the server has already done the write.
import { expect, test, type APIRequestContext } from '@playwright/test'
import { offlineIndicator, visitFeedOnline } from './support/offline'
import { saveCurrentSearch, serverSavedSearches, uniqueName } from './support/saved-searches'
import { storedTicket, freshAccount } from './support/sign-in'

const MODE_PATH = '/useradmin/user-profile/mode'

/** The zen choice the server holds: the profile claims of a ticket it issues now. */
async function serverZenMode(request: APIRequestContext, ticket: string): Promise<boolean> {
  const response = await request.post('/useradmin/terms-consent', {
    headers: { authorization: `Bearer ${ticket}` },
  })
  const { ticket: fresh } = (await response.json()) as { ticket: string }
  const payload = fresh.split('.')[1] ?? ''
  return (JSON.parse(Buffer.from(payload, 'base64url').toString()) as { isZenMode: boolean })
    .isZenMode
}

test('an offline zen choice survives a reload and reaches the server exactly once', async ({
  page,
  context,
  request,
}) => {
  // kollegin is classic on the server; the test puts that back at the end.
  await visitFeedOnline(page, freshAccount('kollegin'))
  const modeRequests: string[] = []
  context.on('request', (sent) => {
    if (sent.url().includes(MODE_PATH)) modeRequests.push(sent.url())
  })

  await context.setOffline(true)
  // The switch's input sits under its drawn track; a user clicks the label.
  await page.locator('label', { has: page.getByRole('switch') }).click()
  await expect(page).toHaveURL(/\/app\/zen\//)
  await expect(offlineIndicator(page)).toContainText('1 Änderung wartet auf Verbindung')

  await page.reload()
  await expect(page).toHaveURL(/\/app\/zen\//)
  await expect(page.getByRole('switch', { name: 'Einfache Darstellung' })).toBeChecked()
  await expect(offlineIndicator(page)).toContainText('1 Änderung wartet auf Verbindung')
  expect(modeRequests).toEqual([])

  await context.setOffline(false)
  await expect(offlineIndicator(page)).not.toContainText('wartet auf Verbindung')
  await page.reload()
  await expect(page.getByRole('switch', { name: 'Einfache Darstellung' })).toBeChecked()
  expect(modeRequests).toHaveLength(1)

  const ticket = (await storedTicket(page)) ?? ''
  try {
    expect(await serverZenMode(request, ticket)).toBe(true)
  } finally {
    await request.get(`${MODE_PATH}?access_token=${ticket}&isZenMode=false`)
  }
})

test('a replay cut off after the server saved the search leaves no duplicate', async ({
  page,
  context,
  request,
}) => {
  await visitFeedOnline(page, freshAccount('redaktion'))
  await context.setOffline(true)
  const name = uniqueName('Offline gespeichert')
  await saveCurrentSearch(page, name)
  await expect(offlineIndicator(page)).toContainText('1 Änderung wartet auf Verbindung')

  // The first replay reaches the server, which saves the search; its answer never arrives.
  const idempotencyKeys: string[] = []
  await page.route('**/filters/api/v1/filters', async (route) => {
    if (route.request().method() !== 'POST') return route.continue()
    idempotencyKeys.push((await route.request().headerValue('idempotency-key')) ?? '')
    if (idempotencyKeys.length > 1) return route.continue()
    await route.fetch()
    return route.abort('connectionreset')
  })
  await context.setOffline(false)

  await expect(offlineIndicator(page)).not.toContainText('wartet auf Verbindung', {
    timeout: 20_000,
  })
  expect(idempotencyKeys).toHaveLength(2)
  expect(idempotencyKeys[1]).toBe(idempotencyKeys[0])
  const held = await serverSavedSearches(page, request)
  expect(held.filter((search) => search.name === name)).toHaveLength(1)
})
