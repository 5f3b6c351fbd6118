// The German confirmation to whoever submitted an event (issue 17): the reference, the title and
// when, as plain text and an escaped HTML twin.
import type { MailMessage } from '../../mail/mailer'
import { escapeHtml } from '../../mail/escape-html'

export interface SubmissionMailInput {
  to: string
  name: string
  reference: string
  title: string
  /** The event's days and times as the submitter typed them, e.g. „2027-03-15, 10:00–16:00 Uhr“. */
  when: string
}

export function submissionMail(input: SubmissionMailInput): MailMessage {
  const subject = `Ihre Einreichung ${input.reference}: ${input.title}`
  const lines = [
    `Guten Tag ${input.name},`,
    'vielen Dank für Ihre Einreichung. Die Redaktion prüft sie, bevor sie in der Agenda erscheint.',
  ]
  const text = [
    lines[0],
    '',
    lines[1],
    '',
    `Vorgangsnummer: ${input.reference}`,
    `Termin: ${input.title}`,
    `Wann: ${input.when}`,
    '',
    'Bitte geben Sie bei Rückfragen die Vorgangsnummer an.',
  ].join('\n')
  const html = [
    '<!doctype html><html lang="de"><body style="font-family: sans-serif">',
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p>Vorgangsnummer: <strong>${escapeHtml(input.reference)}</strong><br>`,
    `Termin: ${escapeHtml(input.title)}<br>`,
    `Wann: ${escapeHtml(input.when)}</p>`,
    '<p style="color: #666">Bitte geben Sie bei Rückfragen die Vorgangsnummer an.</p>',
    '</body></html>',
  ].join('\n')
  return { to: input.to, subject, text, html }
}

/** The submission's days and times in words for the mail. */
export function submissionWhen(when: {
  startDay: string
  endDay: string
  isWholeDay: boolean
  startTime?: string | undefined
  endTime?: string | undefined
}): string {
  const days = when.endDay === when.startDay ? when.startDay : `${when.startDay} bis ${when.endDay}`
  return when.isWholeDay ? `${days}, ganztägig` : `${days}, ${when.startTime}–${when.endTime} Uhr`
}
