// The shell's own pages pass axe's WCAG 2 A/AA rules, for visitors and signed in.
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { useSignedIn } from './support/signed-in'

async function expectNoViolations(page: Page, path: string) {
  await page.goto(`/app${path}`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])
}

test('legal, consent and no-access pages are accessible to visitors', async ({ page }) => {
  for (const path of ['/terms', '/privacy', '/imprint', '/consent', '/unauthorized']) {
    await test.step(path, () => expectNoViolations(page, path))
  }
})

test.describe('signed in', () => {
  useSignedIn('redaktion')

  test('the signed-in shell pages are accessible', async ({ page }) => {
    for (const path of ['/settings', '/submit']) {
      await test.step(path, () => expectNoViolations(page, path))
    }
  })
})
