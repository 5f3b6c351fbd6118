// Every field of an event, in the order a journalist plans with it: what and when, the embargo,
// where, who covers it, background, contacts and links, then the news items already reported.
import { useState, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { berlinZoneName, formatDateTime } from '@domain/berlin-time'
import { formatEventWhen } from '@domain/event-when'
import { addressLines } from '@domain/event-place'
import type { AgendaEventDetail } from '@domain/events-api'
import { MATERIAL_TYPES } from '@domain/filter-rules'
import { labelEventKind, labelMaterialType } from '@domain/labels/event-fields'
import { labelGenre } from '@domain/labels/genres'
import { newsItemLabels } from '@domain/labels/news-item-labels'
import { labelRegionalService } from '@domain/labels/regional-services'
import { labelRessort } from '@domain/labels/ressorts'
import { StatusBadge, TopMark } from '../feed/event-entry'
import { MaterialTypeIcon } from '../feed/material-type-icons'
import { DetailTools } from '@/components/entry-actions/agenda-tools'
import { EntryActions } from '@/components/entry-actions/entry-actions'

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="detail-field">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

const plainText = (text: string) => text.replace(/\s+/g, ' ').trim()

/**
 * Whether the teaser says something the description does not begin with. A submission's teaser is
 * its description's beginning (cut with „…“, domain/submission-event.ts): shown above the whole
 * description, the reader would read the same text twice.
 */
function teaserAddsToDescription(teaser: string, description: string): boolean {
  return !plainText(description).startsWith(plainText(teaser).replace(/ …$/, ''))
}

export function EventDetail({ event }: { event: AgendaEventDetail }) {
  const [openedAt] = useState(() => Date.now())
  const isExpired = Date.parse(event.endTime) < openedAt
  const address = addressLines(event.location)
  const coverage = MATERIAL_TYPES.filter(
    (type) => event.coverage[type] !== undefined || event.materialTypes.includes(type),
  )

  return (
    <article className="event-detail">
      <p className="detail-kicker">
        {labelEventKind(event.kind)}
        {event.isTop && <TopMark />}
        <StatusBadge status={event.status} />
      </p>
      <div className="detail-heading">
        <h2 id="event-detail-title" className="detail-title">
          {event.title}
        </h2>
        <EntryActions eventId={event.id} />
      </div>
      <p className="detail-when">{formatEventWhen(event)}</p>
      <DetailTools event={event} />
      {isExpired && (
        <p className="detail-expired" role="note">
          Dieser Termin liegt in der Vergangenheit. Angaben können veraltet sein.
        </p>
      )}
      {event.embargo && (
        <p className="detail-embargo" role="note">
          <strong>Sperrfrist:</strong> {formatDateTime(event.embargo)} Uhr{' '}
          {berlinZoneName(event.embargo)}
        </p>
      )}
      {event.teaser && teaserAddsToDescription(event.teaser, event.description) && (
        <p className="detail-teaser">{event.teaser}</p>
      )}
      {event.description && <p className="detail-description">{event.description}</p>}

      <dl className="detail-fields">
        {address.length > 0 && (
          <Field label="Ort">
            <address>
              {address.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </address>
          </Field>
        )}
        {event.ressorts.length > 0 && (
          <Field label="Ressorts">{event.ressorts.map(labelRessort).join(', ')}</Field>
        )}
        {event.regionalServices.length > 0 && (
          <Field label="Landesdienste">
            {event.regionalServices.map(labelRegionalService).join(', ')}
          </Field>
        )}
        {coverage.length > 0 && (
          <Field label="Geplante Berichterstattung">
            <ul className="detail-coverage">
              {coverage.map((type) => (
                <li key={type}>
                  <MaterialTypeIcon type={type} />
                  <span>
                    <strong>{labelMaterialType(type)}</strong>
                    {event.coverage[type] ? `: ${event.coverage[type]}` : ''}
                  </span>
                </li>
              ))}
            </ul>
          </Field>
        )}
        {event.genre && <Field label="Genre">{labelGenre(event.genre)}</Field>}
        {event.copyright && <Field label="Copyright">{event.copyright}</Field>}
        {event.notes && (
          <Field label="Notizblock">
            <span className="detail-notes">{event.notes}</span>
          </Field>
        )}
        {event.contacts.length > 0 && (
          <Field label="Kontakt">
            <ul className="detail-contacts">
              {event.contacts.map((contact) => (
                <li key={`${contact.name}-${contact.email ?? contact.phone ?? ''}`}>
                  <strong>{contact.name}</strong>
                  {contact.role && <span>{contact.role}</span>}
                  {contact.email && <a href={`mailto:${contact.email}`}>{contact.email}</a>}
                  {contact.phone && <a href={`tel:${contact.phone}`}>{contact.phone}</a>}
                </li>
              ))}
            </ul>
          </Field>
        )}
        {event.links.length > 0 && (
          <Field label="Links">
            <ul className="detail-links">
              {event.links.map((link) => (
                <li key={link.url}>
                  <a href={link.url} target="_blank" rel="noreferrer">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </Field>
        )}
        <Field label="Eingang">{formatDateTime(event.dateCreated)} Uhr</Field>
        <Field label="Aktualisiert">{formatDateTime(event.dateUpdated)} Uhr</Field>
      </dl>

      <section className="detail-news" aria-labelledby="detail-news-title">
        <h3 id="detail-news-title">Berichte zum Termin</h3>
        {event.newsItems.length === 0 ? (
          <p className="detail-muted">Noch keine Berichte erschienen.</p>
        ) : (
          <ul>
            {event.newsItems.map((item) => (
              <li key={item.id}>
                <Link to={`/news/${item.id}/event/${event.id}`}>{item.headline}</Link>
                <span className="detail-muted">
                  {[...newsItemLabels(item), `${formatDateTime(item.publishedAt)} Uhr`].join(' · ')}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  )
}
