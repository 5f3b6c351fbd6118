// Submitting an event at /submit (issue 17): each of the three modes through the steps and the
// preview to the confirmation with its reference; the refusals beside the fields and in the
// summary that takes the focus; a second submission of the same event is flagged as a duplicate.
import { expect, test, type Page } from '@playwright/test'
import path from 'node:path'
import { readWrittenMails } from '../../server/mail/mail-files'
import { expectNoSeriousA11yViolations } from './support/agenda'
import { freshAccount, signIn } from './support/sign-in'

test.describe.configure({ timeout: 120_000 })

const mailDir = path.join(process.env.E2E_DATA_DIR ?? 'test-results/e2e-data', 'mail')

type Mode = 'Online' | 'Vor Ort' | 'Hybrid'

const next = (page: Page) => page.getByRole('button', { name: 'Weiter' }).click()

async function fillSubmission(page: Page, mode: Mode, title: string) {
  await page.getByRole('radio', { name: new RegExp(`^${mode}`) }).check()
  await next(page)
  await page.getByLabel('Titel', { exact: true }).fill(title)
  await page.getByLabel('Beschreibung', { exact: true }).fill('Mit Führungen und Gesprächen.')
  await page.getByLabel('Erster Tag', { exact: true }).fill('2027-03-15')
  await page.getByLabel('Beginn', { exact: true }).fill('10:00')
  await page.getByLabel('Ende', { exact: true }).fill('16:00')
  await next(page)
  if (mode !== 'Online') {
    await page.getByLabel('Veranstaltungsort', { exact: true }).fill('Rathaus')
    await page.getByLabel('Straße und Hausnummer', { exact: true }).fill('Marktplatz 1')
    await page.getByLabel('PLZ', { exact: true }).fill('04109')
    await page.getByLabel('Stadt', { exact: true }).fill('Leipzig')
    await page.getByLabel('Bundesland', { exact: true }).selectOption({ label: 'Sachsen' })
  }
  if (mode !== 'Vor Ort') {
    await page.getByLabel('Zugangslink').fill('https://example.org/live')
  }
  await next(page)
  await page.getByLabel('Veranstalter', { exact: true }).fill('Stadt Leipzig')
  const desk = page.getByRole('group', { name: /Rückfragen/ })
  await desk.getByLabel('Name', { exact: true }).fill('Erika Muster')
  await desk.getByLabel('E-Mail', { exact: true }).fill('erika@example.org')
  await desk.getByLabel('Telefon', { exact: true }).fill('0341 123456')
  await next(page)
  await page.getByRole('button', { name: 'Vorschau' }).click()
  await expect(page.getByRole('heading', { name: /Vorschau/ })).toBeVisible()
  await expect(page.locator('.submission-preview')).toContainText(title)
}

async function send(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Absenden' }).click()
  await expect(page.getByRole('heading', { name: /ist eingereicht/ })).toBeVisible()
  const reference = page.locator('.submission-reference')
  await expect(reference).toHaveText(/^AG-\d{4}-\d{6}$/)
  return (await reference.textContent()) ?? ''
}

test('submits an event in each mode through the preview to its reference', async ({ page }) => {
  const account = freshAccount('redaktion')
  await signIn(page, account, '/app/submit')
  await expect(page.getByRole('heading', { name: 'Termin einreichen' })).toBeVisible()
  const stamp = crypto.randomUUID().slice(0, 6)
  for (const mode of ['Online', 'Vor Ort', 'Hybrid'] as const) {
    const title = `Tag der offenen Tür ${mode} ${stamp}`
    await fillSubmission(page, mode, title)
    const reference = await send(page)
    await expect(async () => {
      const mails = await readWrittenMails(mailDir)
      const mail = mails.find((written) => written.decoded.includes(`Vorgangsnummer: ${reference}`))
      expect(mail?.decoded).toContain(`To: ${account}`)
      expect(mail?.decoded).toContain(title)
    }).toPass()
    await page.getByRole('button', { name: 'Weiteren Termin einreichen' }).click()
  }
  const mine = page.getByRole('region', { name: 'Meine Einreichungen' })
  await expect(mine.getByRole('listitem')).toHaveCount(3)
  await expect(mine).toContainText(`Tag der offenen Tür Hybrid ${stamp}`)
  await expect(mine).toContainText('Eingegangen')
})

test('shows refusals beside the fields and in a summary that takes the focus', async ({ page }) => {
  await signIn(page, freshAccount('redaktion'), '/app/submit')
  await next(page)
  const summary = page.getByRole('alert').filter({ hasText: 'Bitte prüfen Sie Ihre Angaben' })
  await expect(summary).toBeFocused()
  await expect(summary).toContainText('Bitte wählen, ob die Veranstaltung online')
  await page.getByRole('radio', { name: /^Vor Ort/ }).check()
  await next(page)
  await page.getByLabel('Titel', { exact: true }).fill('Lesung')
  await page.getByLabel('Erster Tag', { exact: true }).fill('2027-03-15')
  await next(page)
  await expect(summary).toBeFocused()
  await expect(summary).toContainText('Bitte den Beginn angeben.')
  await expect(page.getByLabel('Beginn', { exact: true })).toHaveAttribute('aria-invalid', 'true')
  await expect(page.locator('#submission-when-startTime-error')).toHaveText(
    'Bitte den Beginn angeben.',
  )
  await page.getByLabel('Beginn', { exact: true }).fill('19:00')
  await page.getByLabel('Ende', { exact: true }).fill('21:00')
  await next(page)
  await page.getByLabel('PLZ', { exact: true }).fill('123')
  await next(page)
  await expect(summary).toContainText('Die Postleitzahl muss fünf Ziffern haben.')
  await expectNoSeriousA11yViolations(page)
})

test('flags a submission of an event already submitted', async ({ page }) => {
  await signIn(page, freshAccount('redaktion'), '/app/submit')
  const title = `Stadtfest ${crypto.randomUUID().slice(0, 6)}`
  await fillSubmission(page, 'Online', title)
  await send(page)
  await page.getByRole('button', { name: 'Weiteren Termin einreichen' }).click()
  await fillSubmission(page, 'Online', title)
  await expect(page.getByText('Ähnliche Termine gibt es schon:')).toBeVisible()
  await expect(page.locator('.submission-duplicates')).toContainText(title)
  await send(page)
})

/** A 1×1 PNG. */
const TINY_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='

test('uploads an image in the last step and shows it in the preview', async ({ page }) => {
  await signIn(page, freshAccount('redaktion'), '/app/submit')
  await page.getByRole('radio', { name: /^Online/ }).check()
  await next(page)
  await page.getByLabel('Titel', { exact: true }).fill('Pressekonferenz mit Bild')
  await page.getByLabel('Erster Tag', { exact: true }).fill('2027-04-20')
  await page.getByLabel('Ganztägig').check()
  await next(page)
  await page.getByLabel('Zugangslink').fill('https://example.org/bild')
  await next(page)
  await page.getByLabel('Veranstalter', { exact: true }).fill('Stadt Leipzig')
  const desk = page.getByRole('group', { name: /Rückfragen/ })
  await desk.getByLabel('Name', { exact: true }).fill('Erika Muster')
  await desk.getByLabel('E-Mail', { exact: true }).fill('erika@example.org')
  await desk.getByLabel('Telefon', { exact: true }).fill('0341 123456')
  await next(page)
  await page.getByLabel(/^Bild wählen/).setInputFiles({
    name: 'foto.png',
    mimeType: 'image/png',
    buffer: Buffer.from(TINY_PNG, 'base64'),
  })
  const thumbnail = page.getByRole('img', { name: 'Vorschau des Bildes' })
  await expect(thumbnail).toBeVisible()
  // Decoded, not a broken image with its alt text.
  await expect
    .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0)
  await page.getByLabel('Bildunterschrift und Quelle').fill('Foto: Stadt Leipzig')
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('button', { name: 'Vorschau' }).click()
  await expect(
    page.locator('.submission-preview').getByRole('img', { name: 'Foto: Stadt Leipzig' }),
  ).toBeVisible()
  await send(page)
})
