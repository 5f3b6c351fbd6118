import { describe, expect, it } from 'vitest'
import { faqTopics } from './faq-entries'
import { foldForSearch, matchesQuery, nodeText } from './faq-search'

describe('FAQ search', () => {
  const text = foldForSearch('Kann ich die Agenda für unterwegs installieren? Straße, Ölmühle')

  it.each(['FÜR', 'fur', 'installieren agenda', 'strasse', 'olmuhle', '', '  '])(
    'finds %j whatever its case and accents',
    (query) => {
      expect(matchesQuery(text, query)).toBe(true)
    },
  )

  it('needs every word', () => {
    expect(matchesQuery(text, 'agenda drucken')).toBe(false)
  })

  it('reads the words of an answer through its markup', () => {
    const answer = (
      <p>
        Die Taste <kbd>/</kbd> springt ins <strong>Suchfeld</strong>.
      </p>
    )
    expect(nodeText(answer)).toContain('Suchfeld')
    expect(nodeText(answer)).toContain('/')
  })

  it('has unique, address-safe ids and finds the search syntax by an example', () => {
    const entries = faqTopics.flatMap((topic) => topic.entries)
    const ids = entries.map((entry) => entry.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of ids) expect(id).toMatch(/^[a-z0-9-]+$/)
    const found = entries.filter((entry) =>
      matchesQuery(foldForSearch(`${entry.question} ${nodeText(entry.answer)}`), 'Klima*'),
    )
    expect(found.map((entry) => entry.id)).toEqual(['suchsyntax'])
  })
})
