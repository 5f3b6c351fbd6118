// Saved-search alerts end to end (issue 18, docs/architecture.md "Alerts and jobs"): a journalist
// saves a search with every channel on; the planning desk adds a matching event; the bell counts
// it live and its panel links to it, the mail is written with the entry and a one-click
// unsubscribe that really turns the search's mail off, and the push reaches the service worker
// through a push service peer that checks the VAPID signature and decrypts the payload.
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { readWrittenMails, type WrittenMail } from '../../server/mail/mail-files'
import { expectNoSeriousA11yViolations } from './support/agenda'
import { createDeskEvent, planner, signedInPage, uniqueWord } from './support/planning-desk'
import {
  allowNotifications,
  deliverToWorker,
  origin,
  shownNotifications,
  subscribePeer,
  workerReady,
  pushServicePeer,
} from './support/push'
import { serverSavedSearches } from './support/saved-searches'
import { freshAccount, signIn, storedTicket } from './support/sign-in'

// Two users, a job queue and a loaded machine: more time than one page needs.
test.describe.configure({ timeout: 150_000 })

const mailDir = path.join(process.env.E2E_DATA_DIR ?? 'test-results/e2e-data', 'mail')

const peer = pushServicePeer()

/** Saves the list's search under `name` with the app, mail at once and push switched on. */
async function saveWithEveryChannel(page: Page, name: string) {
  await page.getByRole('button', { name: 'Suche speichern' }).click()
  const dialog = page.getByRole('dialog', { name: 'Suche speichern' })
  await dialog.getByLabel('Name').fill(name)
  const channels = dialog.getByRole('group', { name: /Benachrichtigungen/ })
  // As a user does: a click on each choice's label.
  for (const [role, name] of [
    ['checkbox', 'In der App'],
    ['radio', 'sofort'],
    ['checkbox', /^Push/],
  ] as const) {
    await channels.locator('label').filter({ hasText: name }).click()
    await expect(channels.getByRole(role, { name })).toBeChecked()
  }
  await expectNoSeriousA11yViolations(page)
  await dialog.getByRole('button', { name: 'Speichern' }).click()
  await expect(dialog).toBeHidden()
}

/** The alert mail to `email` naming `title`, once the job queue has written it. */
async function alertMailTo(email: string, title: string): Promise<WrittenMail> {
  let found: WrittenMail | undefined
  await expect
    .poll(
      async () => {
        const mails = await readWrittenMails(mailDir)
        found = mails.find(
          (mail) => mail.decoded.includes(`To: ${email}`) && mail.decoded.includes(title),
        )
        return Boolean(found)
      },
      { timeout: 60_000 },
    )
    .toBe(true)
  if (!found) throw new Error('no alert mail')
  return found
}

test('a matching desk event alerts in the app live, by mail with a working unsubscribe, and by push', async ({
  browser,
}) => {
  const word = uniqueWord('Stadtratssitzung')
  const email = freshAccount('redaktion')
  const context = await browser.newContext()
  await allowNotifications(context)
  const reader = await context.newPage()
  await signIn(reader, email, `/app/events/list?q=${word}`)
  await workerReady(reader)
  const searchName = `Alarm ${word}`
  await saveWithEveryChannel(reader, searchName)
  const ticket = await storedTicket(reader)
  if (!ticket) throw new Error('no ticket stored')
  const device = await subscribePeer(peer(), reader.request, ticket)
  const bell = reader.getByRole('button', { name: /^Benachrichtigungen, \d+ ungelesen$/ })
  await expect(bell).toHaveAccessibleName('Benachrichtigungen, 0 ungelesen')

  const desk = await signedInPage(browser, planner(), '/app/planning')
  const title = `${word} im Rathaus`
  const eventId = await createDeskEvent(desk, title, true)

  // In the app: the bell counts it without a reload; the panel names it and links to it.
  await expect(bell).toHaveAccessibleName('Benachrichtigungen, 1 ungelesen', { timeout: 60_000 })
  await bell.click()
  const panel = reader.getByRole('dialog', { name: 'Benachrichtigungen' })
  const entry = panel.getByRole('link', { name: new RegExp(`Neu: ${title}`) })
  await expect(entry).toContainText(`Suche „${searchName}“`)
  await expectNoSeriousA11yViolations(reader)
  await panel.getByRole('button', { name: 'Alle als gelesen markieren' }).click()
  await expect(bell).toHaveAccessibleName('Benachrichtigungen, 0 ungelesen')
  await entry.click()
  await expect(reader.getByRole('dialog', { name: title })).toBeVisible()
  expect(reader.url()).toContain(encodeURIComponent(eventId))

  // By mail: the entry, the one-click headers, and a link that turns this search's mail off.
  const mail = await alertMailTo(email, title)
  const headers = mail.decoded
    .slice(0, mail.decoded.search(/\r?\n\r?\n/))
    .replace(/\r?\n[ \t]+/g, ' ')
  expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m)
  const unsubscribe = /^List-Unsubscribe: <([^>]+)>$/m.exec(headers)?.[1]
  expect(unsubscribe).toMatch(/\/alerts\/unsubscribe\?token=/)
  expect(mail.decoded).toContain(`Keine E-Mails mehr zu dieser Suche:\n${unsubscribe ?? ''}`)
  await reader.goto(unsubscribe ?? '')
  await expect(reader.getByRole('heading', { name: 'E-Mails abbestellen' })).toBeVisible()
  await expectNoSeriousA11yViolations(reader)
  await reader.getByRole('button', { name: 'E-Mails abbestellen' }).click()
  await expect(reader.getByRole('heading', { name: 'E-Mails abbestellt' })).toBeVisible()
  const [search] = (await serverSavedSearches(reader, reader.request)).filter(
    (saved) => saved.name === searchName,
  )
  expect(search?.alerts).toEqual({ inApp: true, mail: 'off', push: true })

  // By push: the peer accepted the signed, encrypted push; the service worker shows it.
  await expect
    .poll(() => peer().received.filter((push) => push.endpoint === device.endpoint).length, {
      timeout: 60_000,
    })
    .toBe(1)
  const push = peer().received.find((received) => received.endpoint === device.endpoint)
  await reader.goto('/app/')
  await workerReady(reader)
  await deliverToWorker(context, reader, push?.plaintext ?? '')
  const shown = await shownNotifications(reader)
  expect(shown.find((notification) => notification.title.includes(searchName))).toMatchObject({
    title: `1 Eintrag zu „${searchName}“`,
    body: expect.stringContaining(`${title} (neu)`),
    url: `${origin}/app/events/standard/detail/${encodeURIComponent(eventId)}`,
  })
})
