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

// One test a page: axe takes seconds a page on a busy machine, and pages apart run in parallel.
for (const path of ['/terms', '/privacy', '/imprint', '/consent', '/unauthorized']) {
  test(`${path} is accessible to visitors`, ({ page }) => expectNoViolations(page, path))
}

test.describe('signed in', () => {
  useSignedIn('redaktion')

  for (const path of ['/settings', '/submit']) {
    test(`${path} is accessible signed in`, ({ page }) => expectNoViolations(page, path))
  }
})
