import { describe, expect, it } from 'vitest'
import type { StoredNewsPicture } from '../../db/schema/events'
import { generateAgenda } from './generate-agenda'
import type { NewNewsItemRow } from './news-items'

const NOW = new Date('2026-11-21T09:00:00Z')

function newsItems(): NewNewsItemRow[] {
  return [...generateAgenda({ count: 2000, seed: 'news', now: NOW })].flatMap(
    (slice) => slice.newsItems,
  )
}

const paragraphsOf = (body: string) => body.split(/\n{2,}/)
const picturesOf = (item: NewNewsItemRow): StoredNewsPicture[] => item.pictures ?? []

describe('the demo news items', () => {
  const items = newsItems()
  const ofGenre = (genre: string) => items.filter((item) => item.genre === genre)

  it('has items of every report genre to look at', () => {
    const genres = new Set(items.map((item) => item.genre))
    for (const genre of ['news', 'interview', 'photo', 'infographic', 'factcheck']) {
      expect(genres).toContain(genre)
    }
  })

  it('writes a full text of three to five paragraphs, each a finished sentence', () => {
    for (const item of items) {
      const paragraphs = paragraphsOf(item.body)
      expect(paragraphs.length, item.id).toBeGreaterThanOrEqual(3)
      expect(paragraphs.length, item.id).toBeLessThanOrEqual(5)
      for (const paragraph of paragraphs) {
        expect(paragraph, item.id).toMatch(/^\S.*[.!?…]“?$/s)
        expect(paragraph, item.id).not.toMatch(/undefined|null|NaN|\s{2}|\n/)
      }
    }
  })

  it('gives each photo item one to four photos credited to an Agenda photographer', () => {
    const photoItems = ofGenre('photo')
    expect(photoItems.length).toBeGreaterThan(5)
    for (const item of photoItems) {
      const pictures = picturesOf(item)
      expect(pictures.length).toBeGreaterThanOrEqual(1)
      expect(pictures.length).toBeLessThanOrEqual(4)
      for (const picture of pictures) {
        expect(picture.kind).toBe('photo')
        expect(picture.credit).toMatch(/^Foto: Agenda\/\S+ \S+/)
        expect(picture.caption).toMatch(/\.$/)
        expect(picture.alt).toContain('Illustration')
      }
      // The text names the same photographer as the credits.
      expect(item.body).toContain(`„${pictures[0]?.credit}“`)
    }
  })

  it('gives each infographic item bar charts whose numbers the text repeats', () => {
    const graphicItems = ofGenre('infographic')
    expect(graphicItems.length).toBeGreaterThan(5)
    for (const item of graphicItems) {
      const [trend, ...others] = picturesOf(item)
      expect(trend?.kind).toBe('chart')
      expect(others.length).toBeLessThanOrEqual(1)
      if (trend?.kind !== 'chart') continue
      expect(trend.credit).toBe('Grafik: Agenda')
      expect(trend.bars.map((bar) => bar.label)).toEqual(['2022', '2023', '2024', '2025', '2026'])
      const last = trend.bars[4]?.value ?? 0
      expect(item.body).toContain(`auf ${last.toLocaleString('de-DE')} ${trend.unit}`)
    }
  })

  it('gives every other item no pictures', () => {
    const others = items.filter((item) => !['photo', 'infographic'].includes(item.genre))
    expect(others.length).toBeGreaterThan(0)
    for (const item of others) expect(picturesOf(item)).toEqual([])
  })
})
