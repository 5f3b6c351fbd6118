// The mail and the push notice of a followed entry's change (docs/product.md#following-an-entry):
// the entry's title, what changed in words, its time now, a Sperrfrist that still holds, and a
// link to it, where „Nicht mehr folgen“ ends the notices.
import { formatDateTime } from '../../domain/berlin-time'
import { embargoNotice } from '../../domain/embargo'
import type { FollowedState } from '../../domain/followed-change'
import type { StoredMail } from '../db/schema/index'
import { escapeHtml } from '../mail/escape-html'
import { eventLink } from './alert-mail'
import type { PushPayload } from './push/push-sender'

export interface FollowNotice {
  eventId: string
  /** The entry now, or as last heard when it was deleted. */
  state: FollowedState
  /** What changed: „verschoben von 10:00 auf 11:30“. */
  detail: string
  embargoAt: Date | null
}

const HTML_START = '<!doctype html><html lang="de"><body style="font-family: sans-serif">'
const HTML_END = '</body></html>'

export function followMail(
  to: string,
  notice: FollowNotice,
  publicUrl: string,
  now = new Date(),
): StoredMail {
  const { state, detail } = notice
  const link = eventLink(publicUrl, notice.eventId)
  const intro = `ein Termin, dem Sie folgen, hat sich geändert: ${detail}.`
  const embargo = embargoNotice(notice.embargoAt, now, 'long')
  const when = `Jetzt: ${formatDateTime(state.startTime)}${state.place ? `, ${state.place}` : ''}`
  return {
    to,
    subject: `„${state.title}“: ${detail}`,
    text: [
      'Guten Tag,',
      '',
      intro,
      '',
      state.title,
      when,
      ...(embargo ? [embargo] : []),
      link,
      '',
      'Keine Nachrichten mehr zu diesem Termin: dort „Nicht mehr folgen“ wählen.',
    ].join('\n'),
    html: [
      HTML_START,
      '<p>Guten Tag,</p>',
      `<p>${escapeHtml(intro)}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(state.title)}</a><br>${escapeHtml(when)}` +
        (embargo ? `<br><strong>${escapeHtml(embargo)}</strong>` : '') +
        '</p>',
      '<p style="color: #666">Keine Nachrichten mehr zu diesem Termin: dort „Nicht mehr folgen“ wählen.</p>',
      HTML_END,
    ].join('\n'),
    headers: {},
  }
}

export function followPush(notice: FollowNotice, now = new Date()): PushPayload {
  const embargo = embargoNotice(notice.embargoAt, now)
  return {
    title: `Gefolgter Termin: ${notice.detail}`,
    body: [notice.state.title, embargo].filter(Boolean).join(' · '),
    url: `/app/events/standard/detail/${encodeURIComponent(notice.eventId)}`,
    // A newer change of the entry replaces the older notice on the device.
    tag: `follow-${notice.eventId}`,
  }
}
