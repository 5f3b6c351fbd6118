import { describe, expect, it } from 'vitest'
import { newsItemLabels } from './news-item-labels'

describe('the labels of a news item', () => {
  it('names genre and material type', () => {
    expect(newsItemLabels({ genre: 'interview', materialType: 'text' })).toEqual([
      'Interview',
      'Text',
    ])
  })

  it('names a photo once, not „Foto · Foto"', () => {
    expect(newsItemLabels({ genre: 'photo', materialType: 'picture' })).toEqual(['Foto'])
  })

  it('names a material once where the genre already says it', () => {
    expect(newsItemLabels({ genre: 'infographic', materialType: 'graphic' })).toEqual([
      'Infografik',
    ])
    expect(newsItemLabels({ genre: 'audio', materialType: 'audio' })).toEqual(['Audio-Beitrag'])
    expect(newsItemLabels({ genre: 'video', materialType: 'video' })).toEqual(['Video'])
  })

  it('keeps a material the genre does not name', () => {
    expect(newsItemLabels({ genre: 'photo', materialType: 'graphic' })).toEqual(['Foto', 'Grafik'])
  })
})
