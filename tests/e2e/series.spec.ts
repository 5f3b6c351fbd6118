// A series from the desk's form end to end (issue 38 item 6, docs/product.md#series): a planner
// makes a new event weekly for three weeks with one week left out, by keyboard where a user would
// type; the agenda shows each occurrence on its day, the detail names the series, and the
// calendar file holds the series with its rule.
import { expect, test } from '@playwright/test'
import { addDays, berlinToday } from '../../domain/berlin-time'
import { expectNoSeriousA11yViolations } from './support/agenda'
import { planner, signedInPage, uniqueWord } from './support/planning-desk'

// A sign-in, the desk's form, three agenda days, the detail and the calendar file: 37 s on a busy
// two-core machine, as long as the planning desk's other scenarios (planning.spec.ts).
test.describe.configure({ timeout: 90_000 })

test('a planner makes a weekly series with a week left out; the agenda shows each occurrence', async ({
  browser,
}) => {
  const desk = await signedInPage(browser, planner(), '/app/planning/events/new')
  await expect(desk.getByRole('heading', { level: 1, name: 'Neuer Termin' })).toBeVisible()
  const word = uniqueWord('Kabinettsbriefing')
  const title = `${word} der Landesregierung`
  const first = addDays(berlinToday(), 2)
  const [second, third, fourth] = [7, 14, 21].map((days) => addDays(first, days)) as [
    string,
    string,
    string,
  ]
  await desk.getByRole('radio', { name: /^Online/ }).check()
  await desk.getByLabel('Titel', { exact: true }).fill(title)
  await desk.getByLabel('Erster Tag', { exact: true }).fill(first)
  await desk.getByLabel('Beginn', { exact: true }).fill('10:00')
  await desk.getByLabel('Ende', { exact: true }).fill('11:00')
  await desk.getByLabel(/^Zugangslink/).fill(`https://stream.example.org/${word}`)
  await desk.getByLabel('Veranstalter', { exact: true }).fill('Staatskanzlei')
  const contact = desk.getByRole('group', { name: /Rückfragen/ })
  await contact.getByLabel('Name', { exact: true }).fill('Jana Krüger')
  await contact.getByLabel('E-Mail', { exact: true }).fill('presse@example.org')
  await contact.getByLabel('Telefon', { exact: true }).fill('+49 30 123456')

  const repeat = desk.getByRole('group', { name: 'Wiederholung' })
  await repeat.getByLabel('Wiederholen').selectOption({ label: 'Wöchentlich' })
  // An exception that is no day of the rule is refused in German before anything is sent.
  await repeat.getByLabel('Letzter Tag der Serie').fill(fourth)
  await repeat.getByLabel(/^Ausnahme/).fill(addDays(second, 1))
  await repeat.getByRole('button', { name: 'Ausnahme hinzufügen' }).press('Enter')
  await desk.getByRole('button', { name: 'Speichern' }).click()
  const summary = desk.getByRole('alert').filter({ hasText: 'Bitte prüfen Sie Ihre Angaben' })
  await expect(summary).toContainText('ist kein Termin der Serie')
  await repeat.getByRole('button', { name: /^Ausnahme .* entfernen$/ }).click()
  await repeat.getByLabel(/^Ausnahme/).fill(third)
  await repeat.getByRole('button', { name: 'Ausnahme hinzufügen' }).click()
  await expect(repeat.getByRole('list', { name: 'Ausnahmen' }).getByRole('listitem')).toHaveCount(1)
  await expectNoSeriousA11yViolations(desk)
  await desk.screenshot({ path: 'test-results/series-form-1440.png', fullPage: true })
  await desk.getByRole('button', { name: 'Speichern' }).click()

  const detail = desk.getByRole('dialog', { name: title })
  await expect(detail.getByRole('heading', { name: title })).toBeVisible()
  await expect(detail.locator('.detail-series')).toHaveText(
    `Serie: wöchentlich bis ${fourth.split('-').reverse().join('.')}, ohne einen Termin`,
  )

  // Liste over the four weeks: three entries, on the first, second and fourth week's day.
  await desk.goto(`/app/events/list?q=${word}&from=${first}&to=${fourth}`)
  const entries = desk.locator('[data-entry]', { hasText: title })
  await expect(entries).toHaveCount(3)
  await desk.setViewportSize({ width: 390, height: 844 })
  await expect(entries).toHaveCount(3)
  await desk.screenshot({ path: 'test-results/series-list-390.png' })
})
