// Following one entry end to end (issue 38, docs/product.md#following-an-entry): a journalist
// follows an entry by keyboard from its detail; the desk moves it; the bell counts the notice live
// and the panel says what changed, the mail is written; at 390 px the button is there, and ending
// the follow offline is sent once the connection is back.
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { readWrittenMails } from '../../server/mail/mail-files'
import { expectNoSeriousA11yViolations } from './support/agenda'
import { createDeskEvent, planner, signedInPage, uniqueWord } from './support/planning-desk'
import { freshAccount } from './support/sign-in'

// Two users and the job queue on a loaded machine.
test.describe.configure({ timeout: 120_000 })

const mailDir = path.join(process.env.E2E_DATA_DIR ?? 'test-results/e2e-data', 'mail')

test('a journalist follows an entry, the desk moves it, and the bell says what changed', async ({
  browser,
}) => {
  const desk = await signedInPage(browser, planner())
  const title = `${uniqueWord('Folgen')} Anhörung`
  const id = await createDeskEvent(desk, title)
  const detailPath = `/app/events/standard/detail/${encodeURIComponent(id)}`

  const email = freshAccount('redaktion')
  const journalist = await signedInPage(browser, email, detailPath)
  await journalist.setViewportSize({ width: 1440, height: 900 })
  const detail = journalist.getByRole('dialog', { name: title })
  const follow = detail.getByRole('button', { name: 'Termin folgen' })
  await expect(follow).toBeEnabled()
  await expect(follow).toHaveAttribute('aria-pressed', 'false')
  await follow.focus()
  await journalist.keyboard.press('Enter')
  const following = detail.getByRole('button', { name: 'Folge ich' })
  await expect(following).toHaveAttribute('aria-pressed', 'true')
  await expect(journalist.getByText('Sie folgen diesem Termin.', { exact: false })).toBeVisible()
  await expectNoSeriousA11yViolations(journalist)
  await journalist.screenshot({ path: 'test-results/follow-detail-1440.png' })

  // The desk moves it to 14:00 on the same day.
  await desk.goto(detailPath)
  await desk
    .getByRole('group', { name: 'Terminplanung' })
    .getByRole('button', { name: 'Verschieben' })
    .click()
  const dialog = desk.getByRole('dialog', { name: 'Termin verschieben' })
  await dialog.getByLabel('Neuer Beginn (Berliner Zeit)').fill('14:00')
  await dialog.getByRole('button', { name: 'Verschieben' }).click()
  await expect(dialog).toBeHidden()

  const bell = journalist.getByRole('button', { name: 'Benachrichtigungen, 1 ungelesen' })
  await expect(bell).toBeVisible({ timeout: 15_000 })
  await bell.click()
  const panel = journalist.getByRole('dialog', { name: 'Benachrichtigungen' })
  const notice = panel.getByRole('link', { name: new RegExp(title) })
  await expect(notice).toContainText(`${title}: verschoben von 10:00 auf 14:00`)
  await expect(notice).toContainText('Termin, dem Sie folgen')
  await expectNoSeriousA11yViolations(journalist)
  await journalist.screenshot({ path: 'test-results/follow-bell-1440.png' })
  await expect
    .poll(async () =>
      (await readWrittenMails(mailDir)).some(
        (mail) =>
          mail.decoded.includes(`To: ${email}`) &&
          mail.decoded.includes('verschoben von 10:00 auf 14:00'),
      ),
    )
    .toBe(true)
  await panel.getByRole('button', { name: 'Schließen' }).click()

  // At 390 px the detail still offers it, pressed; offline „Nicht mehr folgen“ waits and is sent.
  await journalist.setViewportSize({ width: 390, height: 844 })
  await journalist.goto(detailPath)
  await expect(following).toHaveAttribute('aria-pressed', 'true')
  await journalist.screenshot({ path: 'test-results/follow-detail-390.png' })
  await journalist.context().setOffline(true)
  await following.click()
  await expect(follow).toHaveAttribute('aria-pressed', 'false')
  await journalist.context().setOffline(false)
  await expect
    .poll(async () => {
      await journalist.reload()
      return follow.getAttribute('aria-pressed')
    })
    .toBe('false')
})
