// An entry the search found only in its description says so in every view
// (docs/product.md#search-matches): a line „Nur im Text: …“ with the excerpt and the search's
// words marked, or, where there is no room (a Monat day cell), a small mark. Screen readers hear
// „Treffer nur im Beschreibungstext“ with the excerpt.
import { Fragment } from 'react'
import type { SnippetPart } from '@domain/events-api'
import './body-match.css'

const BODY_MATCH = 'Treffer nur im Beschreibungstext'

/** `snippet`: the excerpt the server cut, without ellipses; the label stands alone without one. */
export default function BodyMatch({ snippet = [] }: { snippet?: SnippetPart[] | undefined }) {
  return (
    <span className="body-match">
      <span className="body-match-label" aria-hidden="true">
        Nur im Text:
      </span>
      <span className="visually-hidden">{`${BODY_MATCH}:`}</span>{' '}
      {/* An excerpt from within the description (ts_headline), so it reads as one: „…“ around it. */}
      {snippet.length > 0 && '…'}
      {snippet.map(({ text, hit }, index) => (
        <Fragment key={index}>{hit ? <mark>{text}</mark> : text}</Fragment>
      ))}
      {snippet.length > 0 && '…'}
    </span>
  )
}

export function BodyMatchMark() {
  return (
    <span className="body-match-mark" role="img" aria-label={BODY_MATCH} title={BODY_MATCH}>
      ¶
    </span>
  )
}
