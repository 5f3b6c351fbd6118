// Signing out on a shared browser: the user is warned about changes that never reached the
// server, the device forgets everything of the account, and the next user sees none of it.
import { expect, test, type Page } from '@playwright/test'
import { freshAccount, signIn, storedTicket, submitLogin } from './support/sign-in'
import {
  saveCurrentSearch,
  savedSearchItem,
  savedSearchList,
  serverSavedSearches,
  uniqueName,
} from './support/saved-searches'

// Two sign-ins, a reload through the worker and a sign-out: more than 45 s on a busy machine.
test.describe.configure({ timeout: 90_000 })

/** What the device still holds of a user: IndexedDB's outbox and mirror, the worker's caches. */
function deviceData(page: Page) {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const opening = indexedDB.open('agenda')
      opening.onsuccess = () => resolve(opening.result)
      opening.onerror = () => reject(opening.error ?? new Error('IndexedDB'))
    })
    const count = (store: string) =>
      new Promise<number>((resolve) => {
        const counting = db.transaction(store).objectStore(store).count()
        counting.onsuccess = () => resolve(counting.result)
      })
    const held = {
      outbox: await count('outbox'),
      savedSearches: await count('savedSearches'),
      agendaCaches: (await caches.keys()).filter((name) => name.startsWith('agenda-data-')),
    }
    db.close()
    return held
  })
}

async function openFeedThroughWorker(page: Page, email: string) {
  await signIn(page, email, '/app/events/standard')
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await page.reload()
  await expect(savedSearchList(page)).toBeVisible()
}

async function chooseSignOut(page: Page) {
  await page.getByRole('button', { name: /Benutzermenü/ }).click()
  await page.getByRole('button', { name: 'Abmelden', exact: true }).click()
}

test('a search saved offline before a sign-out never reaches the next user', async ({
  page,
  context,
  request,
}) => {
  await openFeedThroughWorker(page, freshAccount('redaktion'))
  await context.setOffline(true)
  const name = uniqueName('Annas Offline-Suche')
  await saveCurrentSearch(page, name, { query: 'Hochwasser' })
  await expect(savedSearchItem(page, name)).toContainText('wartet')

  await chooseSignOut(page)
  const warning = page.getByRole('alertdialog', { name: '1 Änderung wurde noch nicht übertragen' })
  await expect(warning).toBeVisible()
  await warning.getByRole('button', { name: 'Trotzdem abmelden' }).click()

  // Offline the app restarts signed out; the device already holds nothing of the user.
  await expect(page.getByText(/Sie sind abgemeldet/)).toBeVisible()
  expect(await storedTicket(page)).toBeNull()
  expect(await deviceData(page)).toEqual({ outbox: 0, savedSearches: 0, agendaCaches: [] })

  // Back online the provider's logout is made up for, so the next person must sign in.
  await context.setOffline(false)
  await submitLogin(page, freshAccount('kollegin'))
  await page.waitForURL((url) => url.pathname.startsWith('/app/') && !url.search.includes('code='))
  await expect(savedSearchList(page)).toBeVisible()
  await expect(page.getByRole('button', { name: /Karla Kollegin/ })).toBeVisible()
  await expect(savedSearchItem(page, name)).toHaveCount(0)
  const held = await serverSavedSearches(page, request)
  expect(held.filter((search) => search.name === name)).toEqual([])
})

test('a sign-out online sends the waiting writes first and asks nothing', async ({
  page,
  context,
  request,
}) => {
  const email = freshAccount('redaktion')
  await openFeedThroughWorker(page, email)
  // The server does not take the save at first, so it waits in the outbox.
  await context.route('**/filters/api/v1/filters', (route) =>
    route.request().method() === 'POST' ? route.abort('connectionrefused') : route.continue(),
  )
  const name = uniqueName('Vor dem Abmelden')
  await saveCurrentSearch(page, name, { query: 'Landtag' })
  await expect(savedSearchItem(page, name)).toContainText('wartet')
  await context.unrouteAll()

  await chooseSignOut(page)
  await expect(page.getByLabel('Passwort')).toBeVisible()
  await expect(page.getByRole('alertdialog')).toHaveCount(0)

  await signIn(page, email, '/app/events/standard')
  const held = await serverSavedSearches(page, request)
  expect(held.filter((search) => search.name === name)).toHaveLength(1)
})

test('staying signed in keeps the waiting change and returns to the user menu', async ({
  page,
  context,
}) => {
  await openFeedThroughWorker(page, freshAccount('redaktion'))
  await context.setOffline(true)
  const name = uniqueName('Bleibt')
  await saveCurrentSearch(page, name, { query: 'Hochwasser' })

  await chooseSignOut(page)
  const warning = page.getByRole('alertdialog', { name: '1 Änderung wurde noch nicht übertragen' })
  await expect(warning).toBeVisible()
  // The menu closed when the question came up: nothing else stays open behind it.
  await expect(page.getByRole('link', { name: 'Einstellungen' })).toBeHidden()
  await warning.getByRole('button', { name: 'Angemeldet bleiben' }).click()

  await expect(warning).toHaveCount(0)
  await expect(page.getByRole('button', { name: /Benutzermenü/ })).toBeFocused()
  await expect(savedSearchItem(page, name)).toContainText('wartet')
  expect(await storedTicket(page)).not.toBeNull()
})
