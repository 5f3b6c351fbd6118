// Issue 13, item 10: the news item page shows the full text, the pictures of picture and graphic
// items (drawn by the server, cached by the service worker, forgotten on sign-out) and each label
// once.
import { expect, test, type Locator, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations, findNewsItemOfMaterial } from './support/agenda'
import { freshAccount, signIn } from './support/sign-in'

// Signing in and axe on a busy two-core machine take longer than the default allows.
test.describe.configure({ timeout: 90_000 })

/**
 * Signs in, closes the Zen prompt (for good, so it covers no picture) and waits until the service
 * worker is ready, so the pictures go through it.
 */
async function signInThroughWorker(page: Page) {
  await signIn(page, freshAccount('redaktion'), '/app/events/standard')
  const prompt = page.getByRole('region', { name: 'Neu: die Einfache Darstellung' })
  await prompt.getByRole('button', { name: 'Schließen' }).click()
  await expect(prompt).toBeHidden()
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
}

async function openNewsItem(page: Page, materialType: 'picture' | 'graphic') {
  const { event, item } = await findNewsItemOfMaterial(page, materialType)
  await page.goto(`/app/news/${item.id}/event/${event.id}`)
  await expect(page.getByRole('heading', { level: 1, name: item.headline })).toBeVisible()
  return item
}

/** The picture's width as decoded by the browser: 0 when it did not load. */
const loadedWidth = (image: Locator) =>
  image.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0))

const kickerLabels = (page: Page) => page.locator('.news-kicker span')

test('a picture item shows its full text, its photos with caption and credit, and „Foto“ once', async ({
  page,
}) => {
  await signInThroughWorker(page)
  await openNewsItem(page, 'picture')

  const paragraphs = page.locator('.news-body p')
  await expect(paragraphs.nth(2)).toBeVisible()
  expect(await paragraphs.count()).toBeGreaterThanOrEqual(3)
  for (const text of await paragraphs.allTextContents()) expect(text).toMatch(/[.!?…“]$/)

  const photo = page.getByRole('img', { name: /^Illustration/ }).first()
  await expect(photo).toBeVisible()
  await expect.poll(() => loadedWidth(photo)).toBeGreaterThan(0)
  await expect(page.getByRole('figure').first()).toContainText(/Foto: Agenda\/\S+/)

  await expect(kickerLabels(page)).toHaveText(['Foto'])
  await expectNoSeriousA11yViolations(page)
})

test('a graphic item shows its bar chart and names „Infografik“ alone', async ({ page }) => {
  await signInThroughWorker(page)
  await openNewsItem(page, 'graphic')

  const chart = page.getByRole('img', { name: /^Balkendiagramm / }).first()
  await expect.poll(() => loadedWidth(chart)).toBeGreaterThan(0)
  await expect(page.getByRole('figure').first()).toContainText('Grafik: Agenda')
  await expect(kickerLabels(page)).toHaveText(['Infografik'])
  expect(await page.locator('.news-body p').count()).toBeGreaterThanOrEqual(3)
  await expectNoSeriousA11yViolations(page)
})

test('a photo seen once shows offline and is forgotten on sign-out', async ({ page, context }) => {
  await signInThroughWorker(page)
  const item = await openNewsItem(page, 'picture')
  const photo = page.getByRole('img', { name: /^Illustration/ }).first()
  await expect.poll(() => loadedWidth(photo)).toBeGreaterThan(0)
  const cachedPictures = () =>
    page.evaluate(async () => {
      const names = await caches.keys()
      if (!names.includes('agenda-images')) return []
      const cache = await caches.open('agenda-images')
      return (await cache.keys()).map((request) => new URL(request.url).pathname)
    })
  await expect
    .poll(cachedPictures)
    .toContainEqual(expect.stringMatching(new RegExp(`/news/${item.id}/pictures/1$`)))

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: item.headline })).toBeVisible()
  await expect.poll(() => loadedWidth(photo)).toBeGreaterThan(0)
  await context.setOffline(false)

  await page.getByRole('button', { name: /Benutzermenü/ }).click()
  await page.getByRole('button', { name: 'Abmelden', exact: true }).click()
  // The provider's sign-out page returns to the origin, whose start page asks for sign-in again:
  // only there has every navigation of the sign-out ended.
  await expect(page.getByLabel('Passwort')).toBeVisible()
  expect(await page.evaluate(() => caches.keys())).not.toContain('agenda-images')
})

test('the news page with pictures fits a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await signInThroughWorker(page)
  await openNewsItem(page, 'picture')
  const photo = page.getByRole('img', { name: /^Illustration/ }).first()
  await expect.poll(() => loadedWidth(photo)).toBeGreaterThan(0)
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBe(0)
  const box = await photo.boundingBox()
  expect(box?.width ?? 0).toBeLessThanOrEqual(360)
  // The picture keeps its 3:2 shape when it shrinks.
  expect((box?.width ?? 0) / (box?.height ?? 1)).toBeCloseTo(1.5, 1)
})
