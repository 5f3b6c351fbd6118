// The German mail that tells a submitter their submission was not taken into the agenda, with the
// planner's reason; plain text and a simple HTML twin.
import { escapeHtml } from '../../idp/page-layout'
import type { MailMessage } from '../../mail/mailer'
import type { Rejection } from './store/submission-decisions'

export function rejectionMail(rejection: Rejection): MailMessage {
  const subject = `Ihre Einreichung ${rejection.reference} wurde nicht aufgenommen`
  const intro = `Ihr Termin „${rejection.title}“ (${rejection.reference}) wurde von der Planungsredaktion geprüft und nicht in die Agenda aufgenommen.`
  const closing =
    'Sie können die Einreichung in der Agenda unter „Meine Einreichungen“ ändern und erneut zur Prüfung senden.'
  const text = [
    `Guten Tag ${rejection.name},`,
    '',
    intro,
    '',
    'Begründung:',
    rejection.reason,
    '',
    closing,
    '',
    'Diese E-Mail wurde über die Agenda verschickt.',
  ].join('\n')
  const html = [
    '<!doctype html><html lang="de"><body style="font-family: sans-serif">',
    `<p>Guten Tag ${escapeHtml(rejection.name)},</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<p>Begründung:</p><blockquote style="white-space: pre-line">${escapeHtml(rejection.reason)}</blockquote>`,
    `<p>${escapeHtml(closing)}</p>`,
    '<p style="color: #666">Diese E-Mail wurde über die Agenda verschickt.</p>',
    '</body></html>',
  ].join('\n')
  return { to: rejection.to, subject, text, html }
}
