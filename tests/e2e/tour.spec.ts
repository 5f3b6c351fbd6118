// The guided tour (issue 19, docs/product.md#help): from the help menu through the real
// interface, in the classic presentation and in Zen, on a desktop and a phone, by keyboard; a step
// never points at something not on screen; offered once after the onboarding choice.
import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/agenda'
import { demoAccounts, freshAccount, signIn } from './support/sign-in'

// Many steps, axe and a loaded machine: more time than one page needs.
test.describe.configure({ timeout: 150_000 })

const PHONE = { width: 390, height: 844 }
const tourDialog = (page: Page) => page.locator('.driver-popover[role="dialog"]')

async function startFromHelpMenu(page: Page) {
  await page.getByRole('button', { name: 'Hilfe', exact: true }).click()
  await page.getByRole('button', { name: 'Geführte Tour' }).click()
}

/**
 * Goes through the tour with „Weiter“ to „Fertig“ and answers the titles of its steps; every step
 * but the centred welcome highlights a visible part of the page.
 */
async function walkThrough(
  page: Page,
  advance: () => Promise<void>,
  atStep: (step: number) => Promise<void> = async () => {},
): Promise<string[]> {
  const titles: string[] = []
  for (let step = 1; step <= 20; step += 1) {
    const dialog = tourDialog(page)
    await expect(dialog.locator('.driver-popover-progress-text')).toHaveText(
      new RegExp(`^Schritt ${step} von \\d+$`),
    )
    const title = (await dialog.locator('#driver-popover-title').textContent()) ?? ''
    await expect(page.getByRole('dialog', { name: title })).toBeVisible()
    titles.push(title)
    // driver.js may leave an earlier element (or its placeholder) marked too: one visible suffices.
    const highlighted = page
      .locator('.driver-active-element:not(#driver-dummy-element)')
      .locator('visible=true')
    if (step > 1) await expect(highlighted.first()).toBeVisible()
    await atStep(step)
    const last = (await dialog.getByRole('button', { name: 'Fertig' }).count()) > 0
    await advance()
    if (last) break
  }
  await expect(tourDialog(page)).toHaveCount(0)
  return titles
}

/**
 * Waits for the popover's fade-in and the highlight's move to end: axe reads colours as they are
 * drawn, and a button half faded in fails the contrast check.
 */
async function animationsFinished(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        // One cancelled (the highlight moved on) is over too.
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
}

/** ArrowRight until the tour moved on: driver.js ignores keys while a highlight still moves. */
const arrowRight = (page: Page) => async () => {
  const progress = tourDialog(page).locator('.driver-popover-progress-text')
  const before = await progress.textContent()
  const movedOn = async () =>
    (await progress.count()) === 0 || (await progress.textContent()) !== before
  await expect(async () => {
    await page.keyboard.press('ArrowRight')
    // Long enough for an accepted key to show, so a second press never skips a step.
    await expect.poll(movedOn, { timeout: 1500 }).toBe(true)
  }).toPass({ timeout: 15_000 })
}

const clickWeiter = (page: Page) => async () => {
  await tourDialog(page)
    .getByRole('button', { name: /^(Weiter|Fertig)$/ })
    .click()
}

test('the classic tour runs through the real interface on a desktop, passing axe', async ({
  page,
}) => {
  await signIn(page, freshAccount('kollegin'), '/app/events/standard')
  await expect(page.locator('[data-entry]').first()).toBeVisible()
  await startFromHelpMenu(page)
  await expect(page.getByRole('dialog', { name: 'Willkommen in der Agenda' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Tour beenden' })).toBeVisible()
  await animationsFinished(page)
  await expectNoSeriousA11yViolations(page)
  const bell = page.getByRole('button', { name: /^Benachrichtigungen, \d+ ungelesen$/ })
  await expect(bell).toHaveAttribute('aria-haspopup', 'dialog')
  const titles = await walkThrough(page, clickWeiter(page), async (step) => {
    // A highlighted part of the page, once the highlight has settled.
    if (step === 2) {
      await animationsFinished(page)
      await expectNoSeriousA11yViolations(page)
    }
  })
  // The highlighted buttons keep their own state once the tour is over.
  await expect(bell).toHaveAttribute('aria-haspopup', 'dialog')
  await expect(bell).not.toHaveAttribute('aria-expanded')
  expect(titles).toEqual(
    expect.arrayContaining([
      'Willkommen in der Agenda',
      'Ansichten',
      'Zeitraum wechseln',
      'Suchen',
      'Filter',
      'Die Termine',
      'Gespeicherte Suchen',
      'Benachrichtigungen',
      'Favoriten und Ordner',
      'Hilfe',
      'Einfache Darstellung',
    ]),
  )
})

test('the Zen tour on a phone, by keyboard only', async ({ page }) => {
  await page.setViewportSize(PHONE)
  await signIn(page, demoAccounts.zen.email, '/app/zen/preview')
  await expect(page.locator('[data-entry]').first()).toBeVisible()
  await startFromHelpMenu(page)
  await expect(
    page.getByRole('dialog', { name: 'Willkommen in der Einfachen Darstellung' }),
  ).toBeVisible()
  const titles = await walkThrough(page, arrowRight(page))
  expect(titles[0]).toBe('Willkommen in der Einfachen Darstellung')
  expect(titles).toContain('Die Termine')
})

test('the Zen tour on a desktop, with the mouse', async ({ page }) => {
  await signIn(page, demoAccounts.zen.email, '/app/zen/list')
  await expect(page.locator('[data-entry]').first()).toBeVisible()
  await startFromHelpMenu(page)
  const titles = await walkThrough(page, clickWeiter(page))
  expect(titles[0]).toBe('Willkommen in der Einfachen Darstellung')
  expect(titles).toEqual(expect.arrayContaining(['Die Termine', 'Hilfe']))
})

test('the classic tour on a phone, and Escape ends it where it is', async ({ page }) => {
  await page.setViewportSize(PHONE)
  await signIn(page, freshAccount('kollegin'), '/app/settings')
  // From a page without the agenda: the tour opens the agenda first.
  await startFromHelpMenu(page)
  await expect(page.getByRole('dialog', { name: 'Willkommen in der Agenda' })).toBeVisible()
  await expect(page).toHaveURL(/\/app\/events\/standard/)
  const titles = await walkThrough(page, clickWeiter(page))
  expect(titles).toContain('Suchen')

  await startFromHelpMenu(page)
  await expect(tourDialog(page)).toBeVisible()
  await arrowRight(page)()
  await expect(tourDialog(page).locator('.driver-popover-progress-text')).toHaveText(/^Schritt 2/)
  await page.keyboard.press('Escape')
  await expect(tourDialog(page)).toHaveCount(0)
})

test('the tour is offered once the presentation is chosen', async ({ page }) => {
  await signIn(page, freshAccount('redaktion'), '/app/events/standard')
  await page
    .getByRole('region', { name: 'Neu: die Einfache Darstellung' })
    .getByRole('button', { name: 'Darstellung wählen' })
    .click()
  const onboarding = page.getByRole('dialog', { name: 'Darstellung wählen' })
  await onboarding.getByRole('radio', { name: /Klassische Darstellung/ }).check()
  await onboarding.getByRole('button', { name: 'Weiter' }).click()
  await expect(
    page.getByText('Möchten Sie die Agenda in einer kurzen Tour kennenlernen?'),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Tour starten' }).click()
  await expect(page.getByRole('dialog', { name: 'Willkommen in der Agenda' })).toBeVisible()
})
