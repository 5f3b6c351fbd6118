// The mail a support request becomes: the user's words, who wrote (the reply goes to them), and
// the diagnostics exactly as the form showed them, or a note that they were switched off.
import type { SupportDiagnostics } from '../../../domain/support-api'
import type { MailAttachment, MailMessage } from '../../mail/mailer'
import { escapeHtml } from '../../mail/escape-html'

export interface SupportMailInput {
  to: string
  reference: string
  sender: { name: string; email: string; accountId: string; organisation?: string | undefined }
  subject: string
  message: string
  diagnostics?: SupportDiagnostics | undefined
  screenshot?: MailAttachment | undefined
}

/** The diagnostics as label–value lines, in the order the form lists them. */
export function diagnosticLines(diagnostics: SupportDiagnostics): [string, string][] {
  return [
    ['App-Version', diagnostics.appVersion],
    ['Browser', diagnostics.userAgent],
    ['Verbindung', diagnostics.online ? 'online' : 'offline'],
    ['Seite', diagnostics.page],
    ['Letzte Fehler', diagnostics.errors.length === 0 ? 'keine' : diagnostics.errors.join('\n  ')],
  ]
}

export function supportMail(input: SupportMailInput): MailMessage {
  const { sender } = input
  const from = `${sender.name} <${sender.email}>, Konto ${sender.accountId}${
    sender.organisation ? `, ${sender.organisation}` : ''
  }`
  const diagnostics = input.diagnostics && diagnosticLines(input.diagnostics)
  const noDiagnostics = 'Diagnosedaten: vom Absender abgeschaltet.'
  const text = [
    `Support-Anfrage ${input.reference}`,
    `Von: ${from}`,
    `Betreff: ${input.subject}`,
    '',
    input.message,
    '',
    ...(diagnostics
      ? ['Diagnosedaten:', ...diagnostics.map(([label, value]) => `- ${label}: ${value}`)]
      : [noDiagnostics]),
    ...(input.screenshot ? ['', `Screenshot im Anhang: ${input.screenshot.filename}`] : []),
  ].join('\n')
  const html = [
    `<p><strong>Support-Anfrage ${escapeHtml(input.reference)}</strong><br>`,
    `Von: ${escapeHtml(from)}<br>Betreff: ${escapeHtml(input.subject)}</p>`,
    `<p style="white-space: pre-wrap">${escapeHtml(input.message)}</p>`,
    diagnostics
      ? `<p>Diagnosedaten:</p><ul>${diagnostics
          .map(
            ([label, value]) =>
              `<li>${escapeHtml(label)}: <span style="white-space: pre-wrap">${escapeHtml(value)}</span></li>`,
          )
          .join('')}</ul>`
      : `<p>${noDiagnostics}</p>`,
  ].join('\n')
  return {
    to: input.to,
    replyTo: sender.email,
    subject: `[${input.reference}] ${input.subject}`,
    text,
    html,
    ...(input.screenshot && { attachments: [input.screenshot] }),
  }
}
