// The planning desk end to end (issue 17): a journalist submits through the API, a planner
// decides in the queue; the accepted event reaches the journalist's open feed without a reload,
// a rejection mails its reason, a likely duplicate shows with its score, and a cancellation shows
// as „abgesagt“; planners create a top event and edit a submission with the desk's form. The
// desk's pages pass axe on a phone and a desktop.
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { addDays, berlinToday } from '../../domain/berlin-time'
import type { EventSubmission } from '../../domain/event-submission'
import type { EventSearchResponse } from '../../domain/events-api'
import type { SubmissionCreatedSchema } from '../../domain/submissions-api'
import type { Static } from '@sinclair/typebox'
import { readWrittenMails } from '../../server/mail/mail-files'
import { expectNoSeriousA11yViolations } from './support/agenda'
import { planner, signedInPage, uniqueWord } from './support/planning-desk'
import { freshAccount, storedTicket } from './support/sign-in'

const mailDir = path.join(process.env.E2E_DATA_DIR ?? 'test-results/e2e-data', 'mail')

// Two users, the live agenda and a loaded machine: more time than one page needs.
test.describe.configure({ timeout: 150_000 })

function submissionOf(title: string, day: string, time = '10:00'): EventSubmission {
  const [hour = '10', minute = '00'] = time.split(':')
  return {
    attendanceMode: 'OnlineEventAttendanceMode',
    title,
    description: 'Vorgestellt werden die Pläne für das kommende Jahr.',
    when: {
      startDay: day,
      endDay: day,
      isWholeDay: false,
      startTime: `${hour}:${minute}`,
      endTime: `${String(Number(hour) + 1).padStart(2, '0')}:${minute}`,
    },
    // Its own link: the same link would make every test's submissions duplicates of each other.
    accessLink: `https://stream.example.org/${crypto.randomUUID()}`,
    organiser: 'Verband der Testveranstalter',
    deskContact: { name: 'Jana Krüger', email: 'presse@example.org', phone: '+49 30 123456' },
    ressort: 'wirtschaft',
    links: [],
  }
}

/** Submits through the API with the journalist's ticket, as the form does. */
async function submit(page: Page, submission: EventSubmission) {
  const ticket = await storedTicket(page)
  const response = await page.request.post('/events/api/v1/submissions', {
    headers: { authorization: `Bearer ${ticket}`, 'idempotency-key': crypto.randomUUID() },
    data: submission,
  })
  expect(response.status()).toBe(201)
  return (await response.json()) as Static<typeof SubmissionCreatedSchema>
}

/** Opens a submission of the queue by its title. */
async function openSubmission(page: Page, title: string) {
  await page.goto('/app/planning')
  await expect(page.getByRole('heading', { level: 1, name: 'Terminplanung' })).toBeVisible()
  await page.getByRole('searchbox', { name: 'Titel suchen' }).fill(title)
  await page.getByRole('link', { name: title }).click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
}

test('a planner accepts a submission: the journalist’s open feed shows it without reloading; a cancellation shows as abgesagt', async ({
  browser,
}) => {
  const journalist = await signedInPage(browser, freshAccount('redaktion'))
  const word = uniqueWord('Sommerempfang')
  // Unlike any other spec's title and the seed's: accepting must not meet the duplicate warning.
  const title = `${word} im Kurpark`
  const tomorrow = addDays(berlinToday(), 1)
  await submit(journalist, submissionOf(title, tomorrow))
  // The journalist's feed searches for the word: nothing yet, and the page stays open.
  await journalist.goto(`/app/events/list?q=${word}`)
  await expect(journalist.getByText(/Keine Termine|keine Termine/).first()).toBeVisible()

  const desk = await signedInPage(browser, planner(), '/app/planning')
  await openSubmission(desk, title)
  await desk.getByRole('button', { name: 'Annehmen' }).click()
  await expect(desk.getByText('Entschieden: Angenommen')).toBeVisible()
  await expect(desk.getByText(/angenommen/).last()).toBeVisible()

  // No reload: the journalist's feed follows the live agenda and offers the new entry.
  await journalist.getByRole('button', { name: '1 neuer Eintrag' }).click({ timeout: 45_000 })
  await expect(journalist.getByRole('link', { name: title }).first()).toBeVisible()

  // The planner cancels the new event on its detail; every view shows „abgesagt“.
  await desk.getByRole('link', { name: 'Zum Termin' }).click()
  await expect(desk.getByRole('heading', { name: title })).toBeVisible()
  await desk
    .getByRole('group', { name: 'Terminplanung' })
    .getByRole('button', { name: 'Absagen' })
    .click()
  await expect(desk.locator('.detail-kicker').getByText('abgesagt')).toBeVisible()
  await expect(
    journalist.locator('[data-entry]', { hasText: title }).getByText('abgesagt'),
  ).toBeVisible({ timeout: 45_000 })
  // Journalists see no desk actions.
  await journalist.getByRole('link', { name: title }).first().click()
  await expect(journalist.getByRole('heading', { name: title })).toBeVisible()
  await expect(journalist.getByRole('button', { name: 'Absagen' })).toHaveCount(0)
  await expect(journalist.getByRole('button', { name: 'Wieder geplant' })).toHaveCount(0)
})

test('a rejection with a reason mails the reason to the submitter', async ({ browser }) => {
  const email = freshAccount('redaktion')
  const journalist = await signedInPage(browser, email)
  const title = `${uniqueWord('Pressefrühstück')} zur Bilanz`
  const created = await submit(journalist, submissionOf(title, addDays(berlinToday(), 2)))

  const desk = await signedInPage(browser, planner(), '/app/planning')
  await openSubmission(desk, title)
  await desk.getByRole('button', { name: 'Ablehnen …' }).click()
  const dialog = desk.getByRole('dialog', { name: 'Einreichung ablehnen' })
  await dialog.getByRole('button', { name: 'Ablehnen' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Bitte einen Grund angeben.')
  const reason = 'Reine Produktwerbung, kein Termin für die Agenda.'
  await dialog.getByLabel('Grund der Ablehnung').fill(reason)
  await dialog.getByRole('button', { name: 'Ablehnen' }).click()
  await expect(desk.getByText(`Entschieden: Abgelehnt – ${reason}`)).toBeVisible()

  await expect
    .poll(async () => {
      const mails = await readWrittenMails(mailDir)
      return mails.some(
        (mail) =>
          mail.decoded.includes(`To: ${email}`) &&
          mail.decoded.includes(reason) &&
          mail.decoded.includes(created.reference),
      )
    })
    .toBe(true)
})

test('a likely duplicate is flagged to the planner with its score and a link to the event', async ({
  browser,
}) => {
  const journalist = await signedInPage(browser, freshAccount('redaktion'))
  const ticket = await storedTicket(journalist)
  const now = Date.now()
  const search = await journalist.request.post('/events/api/v1/events/search', {
    headers: { authorization: `Bearer ${ticket}` },
    data: {
      filterRules: [],
      from: new Date(now + 86_400_000).toISOString(),
      to: new Date(now + 10 * 86_400_000).toISOString(),
      limit: 50,
    },
  })
  const existing = ((await search.json()) as EventSearchResponse).items.find(
    (item) => !item.isWholeDay && item.title.length > 12,
  )
  if (!existing) throw new Error('no timed event in the next days of the seed')
  const start = new Date(existing.startTime)
  const day = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(start)
  const time = new Intl.DateTimeFormat('de-DE', {
    timeZone: 'Europe/Berlin',
    hour: '2-digit',
    minute: '2-digit',
  }).format(start)
  const title = existing.title
  await submit(journalist, submissionOf(title, day, time === '23:00' ? '22:00' : time))

  const desk = await signedInPage(browser, planner(), '/app/planning')
  await expect(desk.getByRole('heading', { level: 1, name: 'Terminplanung' })).toBeVisible()
  await desk.getByRole('searchbox', { name: 'Titel suchen' }).fill(title)
  const row = desk.locator('.planning-row', { hasText: title }).first()
  await expect(row.getByText(/Mögliche Dublette \(\d+ %\)/)).toBeVisible()
  await row.getByRole('link', { name: title }).click()
  const duplicates = desk.getByRole('list', { name: 'Mögliche Dubletten' })
  const eventLink = `a[href="/app/events/standard/detail/${existing.id}"]`
  await expect(duplicates.locator(eventLink)).toHaveText(title)
  const match = duplicates.getByRole('listitem').filter({ has: desk.locator(eventLink) })
  await expect(match).toContainText('Termin der Agenda')
  await expect(match.getByText(/Übereinstimmung \d+ %/)).toBeVisible()
  await expectNoSeriousA11yViolations(desk)
  await desk.getByRole('button', { name: 'Dublette von …' }).click()
  const dialog = desk.getByRole('dialog', { name: 'Als Dublette markieren' })
  await expect(dialog.getByRole('radio').first()).toBeChecked()
  await expectNoSeriousA11yViolations(desk)
  await dialog.getByRole('button', { name: 'Als Dublette markieren' }).click()
  await expect(desk.getByText('Entschieden: Dublette')).toBeVisible()
})

test('only planners reach the desk: others get „kein Zugang“; the queue passes axe on a phone', async ({
  browser,
}) => {
  const journalist = await signedInPage(browser, freshAccount('redaktion'), '/app/planning')
  await expect(
    journalist.getByRole('heading', { level: 1, name: 'Kein Zugang zur Terminplanung' }),
  ).toBeVisible()
  await journalist.getByRole('button', { name: /Benutzermenü/ }).click()
  await expect(journalist.getByRole('link', { name: 'Terminplanung' })).toHaveCount(0)

  const desk = await signedInPage(browser, planner())
  await desk.setViewportSize({ width: 390, height: 844 })
  await desk.getByRole('button', { name: /Benutzermenü/ }).click()
  await desk.getByRole('link', { name: 'Terminplanung' }).click()
  await expect(desk.getByRole('heading', { level: 1, name: 'Terminplanung' })).toBeVisible()
  await expect(desk.getByRole('tab', { name: /^Neu \d+$/ })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await expectNoSeriousA11yViolations(desk)
})

test('a planner creates a top event with the desk’s form and finds it in the agenda', async ({
  browser,
}) => {
  const desk = await signedInPage(browser, planner(), '/app/planning')
  await desk.getByRole('link', { name: 'Neuer Termin' }).click()
  await expect(desk.getByRole('heading', { level: 1, name: 'Neuer Termin' })).toBeVisible()
  const word = uniqueWord('Haushaltsklausur')
  const title = `${word} des Senats`
  await desk.getByRole('radio', { name: /^Vor Ort/ }).check()
  await desk.getByLabel('Titel', { exact: true }).fill(title)
  await desk.getByLabel('Erster Tag', { exact: true }).fill(addDays(berlinToday(), 3))
  await desk.getByLabel('Beginn', { exact: true }).fill('09:30')
  await desk.getByLabel('Ende', { exact: true }).fill('12:00')
  await desk.getByLabel('Veranstaltungsort', { exact: true }).fill('Rotes Rathaus')
  await desk.getByLabel('Straße und Hausnummer', { exact: true }).fill('Rathausstraße 15')
  await desk.getByLabel('PLZ', { exact: true }).fill('10178')
  await desk.getByLabel('Stadt', { exact: true }).fill('Berlin')
  await desk.getByLabel('Bundesland', { exact: true }).selectOption({ label: 'Berlin' })
  await desk.getByLabel('Veranstalter', { exact: true }).fill('Senatskanzlei')
  // Saving with a field missing: the summary names it and takes the focus.
  await desk.getByRole('button', { name: 'Speichern' }).click()
  const summary = desk.getByRole('alert').filter({ hasText: 'Bitte prüfen Sie Ihre Angaben' })
  await expect(summary).toBeFocused()
  const contact = desk.getByRole('group', { name: /Rückfragen/ })
  await contact.getByLabel('Name', { exact: true }).fill('Jana Krüger')
  await contact.getByLabel('E-Mail', { exact: true }).fill('presse@example.org')
  await contact.getByLabel('Telefon', { exact: true }).fill('+49 30 123456')
  await desk.getByLabel('Top-Termin').check()
  await expectNoSeriousA11yViolations(desk)
  await desk.getByRole('button', { name: 'Speichern' }).click()

  // The event's detail, then the agenda's search finds it, as a top event.
  const detail = desk.getByRole('dialog', { name: title })
  await expect(detail.getByRole('heading', { name: title })).toBeVisible()
  await expect(
    detail.getByRole('group', { name: 'Terminplanung' }).getByRole('link', { name: 'Bearbeiten' }),
  ).toBeVisible()
  const eventId = decodeURIComponent(new URL(desk.url()).pathname.split('/').pop() ?? '')
  const ticket = await storedTicket(desk)
  const now = Date.now()
  const search = await desk.request.post('/events/api/v1/events/search', {
    headers: { authorization: `Bearer ${ticket}` },
    data: {
      filterRules: [],
      from: new Date(now).toISOString(),
      to: new Date(now + 10 * 86_400_000).toISOString(),
      eventIds: [eventId],
    },
  })
  const [found] = ((await search.json()) as EventSearchResponse).items
  expect(found).toMatchObject({ title, isTop: true })
  await desk.goto(`/app/events/list?q=${word}`)
  await expect(desk.getByRole('link', { name: title }).first()).toBeVisible()
})

test('a planner edits a submission’s title with the desk’s form; the history shows it', async ({
  browser,
}) => {
  const journalist = await signedInPage(browser, freshAccount('redaktion'))
  const title = `${uniqueWord('Jahresbilanz')} der Stadtwerke`
  await submit(journalist, submissionOf(title, addDays(berlinToday(), 4)))

  const desk = await signedInPage(browser, planner(), '/app/planning')
  await openSubmission(desk, title)
  await desk.getByRole('link', { name: 'Bearbeiten' }).click()
  await expect(
    desk.getByRole('heading', { level: 1, name: 'Einreichung bearbeiten' }),
  ).toBeVisible()
  const titleField = desk.getByLabel('Titel', { exact: true })
  await expect(titleField).toHaveValue(title)
  await expect(desk.getByLabel('Veranstalter', { exact: true })).toHaveValue(
    'Verband der Testveranstalter',
  )
  await expectNoSeriousA11yViolations(desk)
  const edited = `${title} 2026`
  await titleField.fill(edited)
  await desk.getByRole('button', { name: 'Speichern' }).click()

  await expect(desk.getByRole('heading', { level: 1, name: edited })).toBeVisible()
  await expect(desk.locator('.planning-history')).toContainText('bearbeitet')
  await expect(desk.locator('.planning-history')).toContainText('geändert: Titel')
})
