// The German alert mail (docs/product.md#alerts): the matching entries with their Berlin date and
// time and a link each, plain text and an HTML twin, and a one-click unsubscribe (RFC 8058).
import { formatDateTime } from '../../domain/berlin-time'
import { plural } from '../../domain/plural'
import type { EventChangeKind, StoredMail } from '../db/schema/index'
import { escapeHtml } from '../mail/escape-html'

export interface AlertMailEntry {
  eventId: string
  title: string
  startsAt: Date
  change: EventChangeKind
}

export interface AlertMailInput {
  to: string
  searchName: string
  entries: AlertMailEntry[]
  publicUrl: string
  unsubscribeLink: string
}

const CHANGE_LABELS: Record<EventChangeKind, string> = {
  created: 'neu',
  changed: 'geändert',
  cancelled: 'abgesagt',
  deleted: 'gelöscht',
}

export const changeLabel = (change: EventChangeKind) => CHANGE_LABELS[change]

export const eventLink = (publicUrl: string, eventId: string) =>
  `${publicUrl}/app/events/standard/detail/${encodeURIComponent(eventId)}`

export function alertMail(input: AlertMailInput): StoredMail {
  const count = plural(input.entries.length, { one: '# Eintrag', other: '# Einträge' })
  const subject = `${count} zu Ihrer Suche „${input.searchName}“`
  const lines = input.entries.map((entry) => ({
    when: formatDateTime(entry.startsAt),
    label: changeLabel(entry.change),
    title: entry.title,
    link: eventLink(input.publicUrl, entry.eventId),
  }))
  const text = [
    'Guten Tag,',
    '',
    `zu Ihrer gespeicherten Suche „${input.searchName}“ gibt es ${count}:`,
    '',
    ...lines.flatMap((line) => [`${line.when} (${line.label}): ${line.title}`, line.link, '']),
    'Keine E-Mails mehr zu dieser Suche:',
    input.unsubscribeLink,
  ].join('\n')
  const html = [
    '<!doctype html><html lang="de"><body style="font-family: sans-serif">',
    '<p>Guten Tag,</p>',
    `<p>zu Ihrer gespeicherten Suche „${escapeHtml(input.searchName)}“ gibt es ${count}:</p>`,
    '<ul>',
    ...lines.map(
      (line) =>
        `<li>${escapeHtml(line.when)} (${line.label}): <a href="${escapeHtml(line.link)}">${escapeHtml(line.title)}</a></li>`,
    ),
    '</ul>',
    `<p style="color: #666"><a href="${escapeHtml(input.unsubscribeLink)}">Keine E-Mails mehr zu dieser Suche</a></p>`,
    '</body></html>',
  ].join('\n')
  return {
    to: input.to,
    subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${input.unsubscribeLink}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}
