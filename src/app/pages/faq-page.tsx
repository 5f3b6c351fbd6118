// /help: the questions and answers, open to anyone. A filter narrows them as one types; each
// question has its own address (#frage-<id>): opening it unfolds and focuses that question.
import { useEffect, useId, useState } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { Icon } from '@/components/ui/icon'
import { showMessage } from '@/stores/message-bar'
import { faqTopics } from '@/features/help/faq-entries'
import { foldForSearch, matchesQuery, nodeText } from '@/features/help/faq-search'
import './page.css'
import '@/components/ui/form-field.css'
import './help.css'

const ANCHOR_PREFIX = 'frage-'

const searchable = faqTopics.map((topic) => ({
  ...topic,
  entries: topic.entries.map((entry) => ({
    ...entry,
    folded: foldForSearch(`${entry.question} ${nodeText(entry.answer)}`),
  })),
}))
const TOTAL = searchable.reduce((sum, topic) => sum + topic.entries.length, 0)

async function copyLink(id: string) {
  const url = new URL(window.location.href)
  url.search = ''
  url.hash = ANCHOR_PREFIX + id
  try {
    await navigator.clipboard.writeText(url.href)
    showMessage({ type: 'success', text: 'Link zur Frage kopiert.', icon: 'link' })
  } catch {
    showMessage({ type: 'error', text: `Der Link konnte nicht kopiert werden: ${url.href}` })
  }
}

export default function FaqPage() {
  const { hash } = useLocation()
  const [query, setQuery] = useState('')
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(() => new Set())
  const searchId = useId()

  // A question's address unfolds it, shows it (the filter is cleared) and gives it focus.
  const linkedId = hash.startsWith(`#${ANCHOR_PREFIX}`) ? hash.slice(ANCHOR_PREFIX.length + 1) : ''
  const [handledHash, setHandledHash] = useState('')
  if (linkedId && handledHash !== hash) {
    setHandledHash(hash)
    setQuery('')
    setOpenIds((ids) => new Set(ids).add(linkedId))
  }
  useEffect(() => {
    if (!linkedId) return
    const summary = document.querySelector<HTMLElement>(`#${ANCHOR_PREFIX}${linkedId} > summary`)
    summary?.focus()
    summary?.scrollIntoView({ block: 'start' })
  }, [linkedId])

  const setOpen = (id: string, open: boolean) =>
    setOpenIds((ids) => {
      if (ids.has(id) === open) return ids
      const next = new Set(ids)
      if (open) next.add(id)
      else next.delete(id)
      return next
    })

  const topics = searchable
    .map((topic) => ({
      ...topic,
      entries: topic.entries.filter((entry) => matchesQuery(entry.folded, query)),
    }))
    .filter((topic) => topic.entries.length > 0)
  const shown = topics.reduce((sum, topic) => sum + topic.entries.length, 0)

  return (
    <article className="page faq">
      <h1>Häufige Fragen</h1>
      <p className="page__lead">
        Antworten zur Suche, zu den Ansichten, zu gespeicherten Suchen, Ordnern, Kalender und PDF
        und zur Nutzung ohne Verbindung.
      </p>
      <div className="faq__search form-field" role="search">
        <label htmlFor={searchId}>Fragen durchsuchen</label>
        <input
          id={searchId}
          type="search"
          value={query}
          placeholder="z. B. Kalender, offline, ODER"
          onChange={(event) => setQuery(event.target.value)}
        />
        <p className="faq__count" aria-live="polite">
          {query.trim() === '' ? `${TOTAL} Fragen` : `${shown} von ${TOTAL} Fragen`}
        </p>
      </div>
      {topics.map((topic) => (
        <section key={topic.title} className="faq__topic">
          <h2>{topic.title}</h2>
          {topic.entries.map((entry) => (
            <details
              key={entry.id}
              id={ANCHOR_PREFIX + entry.id}
              className="faq__entry"
              open={openIds.has(entry.id)}
              onToggle={(event) => setOpen(entry.id, event.currentTarget.open)}
            >
              <summary>
                <Icon name="chevron-right" size="small" className="faq__marker" />
                {entry.question}
              </summary>
              <div className="faq__answer">
                {entry.answer}
                <button type="button" className="faq__copy" onClick={() => void copyLink(entry.id)}>
                  <Icon name="link" size="small" /> Link zu dieser Frage kopieren
                </button>
              </div>
            </details>
          ))}
        </section>
      ))}
      {shown === 0 && (
        <p className="faq__empty">
          Keine Frage passt zu „{query.trim()}“. Versuchen Sie ein anderes Wort, oder fragen Sie uns
          direkt.
        </p>
      )}
      <section className="faq__more" aria-labelledby="faq-more">
        <h2 id="faq-more">Ihre Frage ist nicht dabei?</h2>
        <p>
          Schreiben Sie uns: <Link to="/help/support">Support kontaktieren</Link>.
        </p>
      </section>
    </article>
  )
}
