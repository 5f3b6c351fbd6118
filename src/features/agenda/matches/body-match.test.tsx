import { describe, expect, it } from 'vitest'
import { rootPerTest } from '@/testing/test-root'
import BodyMatch, { BodyMatchMark } from './body-match'

const { container, render } = rootPerTest()

/** What a screen reader reads: the text without what is hidden from assistive technology. */
function spoken(node: Node): string {
  if (node instanceof Element && node.getAttribute('aria-hidden') === 'true') return ''
  if (node instanceof Element && node.getAttribute('role') === 'img') {
    return node.getAttribute('aria-label') ?? ''
  }
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? ''
  return [...node.childNodes].map(spoken).join('')
}

/** What a sighted reader sees: neither aria-hidden nor visually hidden. */
function visible(node: Node): string {
  if (node instanceof Element && node.matches('.visually-hidden')) return ''
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? ''
  return [...node.childNodes].map(visible).join('')
}

const FOOTBALL = [
  { text: 'Pressekonferenz', hit: true },
  { text: ' etwa 20 Minuten nach Spielende' },
]

describe('BodyMatch', () => {
  it('shows „Nur im Text“ with the excerpt and marks only the hit words', () => {
    render(<BodyMatch snippet={FOOTBALL} />)
    expect(visible(container)).toBe('Nur im Text: …Pressekonferenz etwa 20 Minuten nach Spielende…')
    expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'Pressekonferenz',
    ])
  })

  it('tells screen readers the match is only in the description, with the excerpt', () => {
    render(<BodyMatch snippet={FOOTBALL} />)
    expect(spoken(container)).toBe(
      'Treffer nur im Beschreibungstext: …Pressekonferenz etwa 20 Minuten nach Spielende…',
    )
  })

  it('still says where the match is when the answer brings no excerpt', () => {
    render(<BodyMatch />)
    expect(visible(container).trim()).toBe('Nur im Text:')
    expect(container.querySelector('mark')).toBeNull()
  })

  it('renders an excerpt as text, never as markup', () => {
    render(<BodyMatch snippet={[{ text: '<b>Spielende</b>', hit: true }]} />)
    expect(container.querySelector('b')).toBeNull()
    expect(container.querySelector('mark')?.textContent).toBe('<b>Spielende</b>')
  })
})

describe('BodyMatchMark', () => {
  it('is a visible mark named for screen readers', () => {
    render(<BodyMatchMark />)
    const mark = container.querySelector('[role="img"]')
    expect(mark?.textContent).not.toBe('')
    expect(mark?.getAttribute('aria-label')).toBe('Treffer nur im Beschreibungstext')
    expect(mark?.getAttribute('title')).toBe('Treffer nur im Beschreibungstext')
  })
})
