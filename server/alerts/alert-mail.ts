// The German alert mail (docs/product.md#alerts): the matching entries with their Berlin date and
// time and a link each, plain text and an HTML twin, and a one-click unsubscribe (RFC 8058); the
// digest is the same per search, grouped in one mail.
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

export interface AlertMailInput extends AlertMailSection {
  to: string
  publicUrl: string
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

/** One search's part of a mail: its entries, each with a link, and its unsubscribe link. */
export interface AlertMailSection {
  searchName: string
  entries: AlertMailEntry[]
  unsubscribeLink: string
}

const countOf = (entries: AlertMailEntry[]) =>
  plural(entries.length, { one: '# Eintrag', other: '# Einträge' })

function sectionText(section: AlertMailSection, publicUrl: string): string[] {
  return [
    ...section.entries.flatMap((entry) => [
      `${formatDateTime(entry.startsAt)} (${changeLabel(entry.change)}): ${entry.title}`,
      eventLink(publicUrl, entry.eventId),
      '',
    ]),
    'Keine E-Mails mehr zu dieser Suche:',
    section.unsubscribeLink,
  ]
}

function sectionHtml(section: AlertMailSection, publicUrl: string): string[] {
  return [
    '<ul>',
    ...section.entries.map(
      (entry) =>
        `<li>${escapeHtml(formatDateTime(entry.startsAt))} (${changeLabel(entry.change)}): ` +
        `<a href="${escapeHtml(eventLink(publicUrl, entry.eventId))}">${escapeHtml(entry.title)}</a></li>`,
    ),
    '</ul>',
    `<p style="color: #666"><a href="${escapeHtml(section.unsubscribeLink)}">Keine E-Mails mehr zu dieser Suche</a></p>`,
  ]
}

const HTML_START = '<!doctype html><html lang="de"><body style="font-family: sans-serif">'
const HTML_END = '</body></html>'

/** RFC 8058 one-click unsubscribe: names one search, so only a mail about one search has it. */
const unsubscribeHeaders = (link: string) => ({
  'List-Unsubscribe': `<${link}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
})

export function alertMail(input: AlertMailInput): StoredMail {
  const count = countOf(input.entries)
  const intro = `zu Ihrer gespeicherten Suche „${input.searchName}“ gibt es ${count}:`
  return {
    to: input.to,
    subject: `${count} zu Ihrer Suche „${input.searchName}“`,
    text: ['Guten Tag,', '', intro, '', ...sectionText(input, input.publicUrl)].join('\n'),
    html: [
      HTML_START,
      '<p>Guten Tag,</p>',
      `<p>${escapeHtml(intro)}</p>`,
      ...sectionHtml(input, input.publicUrl),
      HTML_END,
    ].join('\n'),
    headers: unsubscribeHeaders(input.unsubscribeLink),
  }
}

export interface DigestMailInput {
  to: string
  /** Each search with at least one entry, in the order the user keeps them. */
  sections: AlertMailSection[]
  publicUrl: string
}

/** The digest: one mail with the new entries of each digest search, grouped per search. */
export function digestMail(input: DigestMailInput): StoredMail {
  const entries = input.sections.flatMap((section) => section.entries)
  const searches = plural(input.sections.length, { one: '# Suche', other: '# Suchen' })
  const intro = `seit der letzten Zusammenfassung gibt es ${countOf(entries)} zu ${searches}:`
  const heading = (section: AlertMailSection) =>
    `„${section.searchName}“ (${countOf(section.entries)})`
  const [only] = input.sections
  return {
    to: input.to,
    subject: `Zusammenfassung: ${countOf(entries)} zu ${searches}`,
    text: [
      'Guten Tag,',
      '',
      intro,
      ...input.sections.flatMap((section) => [
        '',
        heading(section),
        '',
        ...sectionText(section, input.publicUrl),
      ]),
    ].join('\n'),
    html: [
      HTML_START,
      '<p>Guten Tag,</p>',
      `<p>${escapeHtml(intro)}</p>`,
      ...input.sections.flatMap((section) => [
        `<h2 style="font-size: 1.1em">${escapeHtml(heading(section))}</h2>`,
        ...sectionHtml(section, input.publicUrl),
      ]),
      HTML_END,
    ].join('\n'),
    headers: input.sections.length === 1 && only ? unsubscribeHeaders(only.unsubscribeLink) : {},
  }
}
