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
  // The agenda's own entry and detail draw it, as journalists will see it.
  const preview = page.locator('.submission-preview')
  await expect(preview.locator('[data-entry] .event-title-text')).toHaveText(title)
  await expect(preview.locator('.detail-title')).toHaveText(title)
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

test('the preview shows the entry and the detail the agenda will show', async ({ page }) => {
  await signIn(page, freshAccount('redaktion'), '/app/submit')
  await fillSubmission(page, 'Vor Ort', 'Lesung im Rathaus')
  const preview = page.locator('.submission-preview')
  await expect(preview.locator('[data-entry]')).toContainText('Rathaus')
  await expect(preview.locator('.detail-when')).toContainText('10:00')
  await expect(preview.getByRole('link', { name: 'Zugangslink' })).toHaveCount(0)
  // The entry does not open: the event does not exist yet.
  await preview.locator('[data-entry]').click()
  await expect(page).toHaveURL(/\/app\/submit$/)
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

test('keeps the draft on the device: an offline reload brings the fields back', async ({
  page,
  context,
}) => {
  await signIn(page, freshAccount('redaktion'), '/app/submit')
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  // The first load may have run before the worker took control; this visit goes through it.
  await page.reload()
  await page.getByRole('radio', { name: /^Hybrid/ }).check()
  await next(page)
  await page.getByLabel('Titel', { exact: true }).fill('Lesung im Park')
  await page.getByLabel('Beschreibung', { exact: true }).fill('Mit Musik.')
  // Saved once typing paused: the note stays, nothing waits any more.
  const note = page.locator('.submission-kept')
  await expect(note).toHaveText('Entwurf auf diesem Gerät gespeichert')
  await expect(note).not.toHaveAttribute('data-waiting')
  await context.setOffline(true)
  await page.reload()
  await expect(page.getByLabel('Titel', { exact: true })).toHaveValue('Lesung im Park')
  await expect(page.getByLabel('Beschreibung', { exact: true })).toHaveValue('Mit Musik.')
  await page.getByRole('button', { name: 'Zurück' }).click()
  await expect(page.getByRole('radio', { name: /^Hybrid/ })).toBeChecked()
})

// Offline on a first visit: no service worker keeps the app's files yet, so the outbox's engine,
// loaded with the first write, is out of reach; the write waits all the same.
test.describe('before a service worker keeps the app', () => {
  test.use({ serviceWorkers: 'block' })

  test('a submission sent offline waits for the connection and is sent once', async ({
    page,
    context,
  }) => {
    const account = freshAccount('redaktion')
    await signIn(page, account, '/app/submit')
    const title = `Konzert ${crypto.randomUUID().slice(0, 6)}`
    await fillSubmission(page, 'Online', title)
    await context.setOffline(true)
    await page.getByRole('button', { name: 'Absenden' }).click()
    await expect(
      page.getByRole('heading', { name: 'Ihr Termin wartet auf Verbindung' }),
    ).toBeVisible()
    await context.setOffline(false)
    // Sent as the connection returns, without a reload: the replay loads the engine then.
    await expect(async () => {
      const mails = await readWrittenMails(mailDir)
      const toAccount = mails.filter((mail) => mail.decoded.includes(`To: ${account}`))
      expect(toAccount.filter((mail) => mail.decoded.includes(title))).toHaveLength(1)
    }).toPass()
    const mine = page.getByRole('region', { name: 'Meine Einreichungen' })
    await page.reload()
    await expect(mine.getByRole('listitem').filter({ hasText: title })).toHaveCount(1)
    // Sent: the draft is gone, the form starts empty.
    await expect(page.getByRole('radio', { name: /^Online/ })).not.toBeChecked()
  })
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

// Issue 36: an account of another newsroom may submit too (any signed-in account may, /submit's
// only guard); the user menu is its way there, on a desktop and on a phone.
for (const width of [1440, 390]) {
  test(`an external account finds „Termin einreichen“ in the user menu at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await signIn(page, 'extern@andere-redaktion.test', '/app/events/standard')
    await page.getByRole('button', { name: /Benutzermenü/ }).click()
    const submit = page.getByRole('link', { name: 'Termin einreichen' })
    await expect(submit).toBeInViewport()
    await submit.click()
    await expect(page).toHaveURL(/\/app\/submit$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Termin einreichen' })).toBeVisible()
  })
}
