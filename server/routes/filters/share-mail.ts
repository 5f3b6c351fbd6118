// The German mail that carries a shared saved search: plain text and a simple HTML twin, both
// with the link that opens the search in the app (filterId in the URL).
import { escapeHtml } from '../../mail/escape-html'
import type { MailMessage } from '../../mail/mailer'

export interface ShareMailInput {
  to: string
  sharerName: string
  sharerEmail: string
  searchName: string
  link: string
  note?: string | undefined
}

export function sharedSearchLink(publicUrl: string, savedSearchId: string): string {
  return `${publicUrl}/app/events/standard?filterId=${encodeURIComponent(savedSearchId)}`
}

export function shareMail(input: ShareMailInput): MailMessage {
  const headline = `${input.sharerName} hat eine Suche mit Ihnen geteilt: ${input.searchName}`
  const note = input.note?.trim()
  const text = [
    'Guten Tag,',
    '',
    headline,
    ...(note ? ['', `Nachricht von ${input.sharerName}:`, note] : []),
    '',
    'Suche in der Agenda öffnen:',
    input.link,
    '',
    'Diese E-Mail wurde über die Agenda verschickt.',
  ].join('\n')
  const html = [
    '<!doctype html><html lang="de"><body style="font-family: sans-serif">',
    '<p>Guten Tag,</p>',
    `<p>${escapeHtml(headline)}</p>`,
    note
      ? `<p>Nachricht von ${escapeHtml(input.sharerName)}:</p><blockquote style="white-space: pre-line">${escapeHtml(note)}</blockquote>`
      : '',
    `<p><a href="${escapeHtml(input.link)}">Suche in der Agenda öffnen</a></p>`,
    '<p style="color: #666">Diese E-Mail wurde über die Agenda verschickt.</p>',
    '</body></html>',
  ].join('\n')
  return { to: input.to, replyTo: input.sharerEmail, subject: headline, text, html }
}
