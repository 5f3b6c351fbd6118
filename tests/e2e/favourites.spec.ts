// Issue 15: favourites (docs/product.md#favourites). A star on every entry, classic and Zen; the
// header's „Favoriten“ counts them live across the user's devices; a star set offline waits in the
// outbox and reaches the service exactly once.
import { expect, test, type Page } from '@playwright/test'
import { offlineIndicator, visitFeedOnline } from './support/offline'
import { freshAccount, signIn, storedTicket } from './support/sign-in'

test.describe.configure({ timeout: 90_000 })

const visibleEntries = (page: Page) => page.locator('[data-entry]').locator('visible=true')
const favouritesButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Favoriten/ })
const favouritesDialog = (page: Page) => page.getByRole('dialog', { name: 'Favoriten' })

/** The star beside the first visible entry, and that entry's id. */
async function firstStar(page: Page) {
  const entry = visibleEntries(page).first()
  await expect(entry).toBeVisible()
  const id = (await entry.getAttribute('data-event-id')) ?? ''
  const frame = page.locator('.entry-frame', { has: page.locator(`[data-event-id="${id}"]`) })
  return { id, star: frame.locator('visible=true').first().locator('.favourite-star') }
}

/** The user's favourites as the service holds them, read with the page's own ticket. */
async function serverFavourites(page: Page): Promise<string[]> {
  const ticket = await storedTicket(page)
  const answer = await page.request.post('/graphql', {
    headers: { authorization: `Bearer ${ticket ?? ''}` },
    data: { query: '{ myFavourites { eventId } }' },
  })
  const body = (await answer.json()) as { data: { myFavourites: { eventId: string }[] } }
  return body.data.myFavourites.map((favourite) => favourite.eventId)
}

test('a star set on one device counts on the other at once; the list removes it again', async ({
  browser,
}) => {
  // Two contexts are two devices: no shared storage or channel, only the service's subscription.
  const email = freshAccount('redaktion')
  const [phone, desk] = [await browser.newContext(), await browser.newContext()]
  const first = await phone.newPage()
  await signIn(first, email, '/app/events/standard')
  const second = await desk.newPage()
  // Issue 14: stars and list follow the service without Apollo; it loads once folders are opened.
  const apolloAsked: string[] = []
  second.on('request', (request) => {
    if (/\/create-collaboration-client-[^/]*\.js$/.test(request.url()))
      apolloAsked.push(request.url())
  })
  await signIn(second, email, '/app/events/list?q=')
  await expect(visibleEntries(second).first()).toBeVisible()
  await expect(favouritesButton(second)).toHaveAccessibleName('Favoriten')

  const { id, star } = await firstStar(first)
  await expect(star).toHaveAttribute('aria-pressed', 'false')
  await star.click()
  await expect(star).toHaveAttribute('aria-pressed', 'true')
  await expect(star).toHaveAccessibleName('Favorit entfernen')

  // The other device hears it over its own socket, without a reload.
  await expect(favouritesButton(second)).toHaveAccessibleName('Favoriten 1')
  expect(apolloAsked).toEqual([])
  await favouritesButton(second).click()
  const list = favouritesDialog(second)
  await expect(list.getByRole('listitem')).toHaveCount(1)
  expect(await serverFavourites(second)).toEqual([id])

  await list.getByRole('button', { name: 'Favorit entfernen' }).click()
  await expect(list.getByText('Noch keine Favoriten')).toBeVisible()
  await expect(star).toHaveAttribute('aria-pressed', 'false')
  await expect(favouritesButton(first)).toHaveAccessibleName('Favoriten')
  expect(await serverFavourites(first)).toEqual([])

  expect(apolloAsked).toEqual([])
  await list.getByRole('button', { name: 'Schließen' }).click()
  await second.getByRole('button', { name: 'Ordner', exact: true }).click()
  await expect(second.getByRole('heading', { name: 'Ordner' })).toBeVisible()
  await expect.poll(() => apolloAsked).toHaveLength(1)
  await expect(second.getByText(/Noch keine Ordner|Meine Ordner/).first()).toBeVisible()
  await phone.close()
  await desk.close()
})

test('Zen entries carry the star, and the list opens the entry in Zen', async ({ page }) => {
  await signIn(page, freshAccount('zen'), '/app/zen/preview')
  const { id, star } = await firstStar(page)
  await star.click()
  await expect(star).toHaveAttribute('aria-pressed', 'true')
  await expect(favouritesButton(page)).toHaveAccessibleName('Favoriten 1')

  await favouritesButton(page).click()
  await favouritesDialog(page).getByRole('link').first().click()
  await expect(page).toHaveURL(new RegExp(`/app/zen/preview/detail/${encodeURIComponent(id)}`))
  // The detail carries the same star, already set.
  const detailStar = page.getByRole('dialog').getByRole('button', { name: 'Favorit entfernen' })
  await expect(detailStar).toHaveAttribute('aria-pressed', 'true')
})

test('a star set offline survives a reload and reaches the service exactly once', async ({
  page,
  context,
}) => {
  await visitFeedOnline(page, freshAccount('redaktion'))
  await context.setOffline(true)
  const { id, star } = await firstStar(page)
  await star.click()
  await expect(offlineIndicator(page)).toContainText('1 Änderung')

  await page.reload()
  await expect(offlineIndicator(page)).toContainText('Offline')
  await expect((await firstStar(page)).star).toHaveAttribute('aria-pressed', 'true')

  await context.setOffline(false)
  await expect(offlineIndicator(page)).not.toContainText('Änderung', { timeout: 30_000 })
  expect(await serverFavourites(page)).toEqual([id])
  await page.reload()
  await expect((await firstStar(page)).star).toHaveAttribute('aria-pressed', 'true')
  expect(await serverFavourites(page)).toEqual([id])
})
