import { beforeAll, describe, expect, it } from 'vitest'
import type { NewsItem } from '../../../domain/events-api'
import {
  aStoredChart,
  aStoredPhoto,
  anEvent,
  insertEvents,
  insertNewsItem,
} from '../../../tests/support/server/agenda-factories'
import { setUpTestApp } from '../../../tests/support/server/set-up-test-app'
import { buildTestApp } from '../../../tests/support/server/test-app'
import { databaseModes } from '../../../tests/support/server/test-database'
import { createTestUser } from '../../../tests/support/server/test-users'
import { createPictureLinks } from './picture-links'

const SECRET = 'a picture secret of at least thirty-two characters'
const DAY_MS = 86_400_000

describe.each(databaseModes())('news item pictures on %s', (mode) => {
  const suite = setUpTestApp(mode, { env: { PICTURE_URL_SECRET: SECRET } })
  let headers: Record<string, string>

  beforeAll(async () => {
    const { ticket } = await createTestUser(suite.app, suite.database, 'Redaktion')
    headers = { authorization: `Bearer ${ticket}` }
    await insertEvents(suite.database, [anEvent({ id: 'gala', title: 'Gala <Kunst> & Kultur' })])
    await insertNewsItem(suite.database, { id: 'text', eventId: 'gala' })
    await insertNewsItem(suite.database, {
      id: 'photos',
      eventId: 'gala',
      genre: 'photo',
      materialType: 'picture',
      pictures: [
        aStoredPhoto({ label: 'Gala <Kunst> & Kultur', caption: 'Auf der Bühne.' }),
        aStoredPhoto({ scene: 'stage', light: 'night', caption: 'Das Publikum.' }),
      ],
    })
    await insertNewsItem(suite.database, {
      id: 'chart',
      eventId: 'gala',
      genre: 'infographic',
      materialType: 'graphic',
      pictures: [aStoredChart({ title: 'Gäste <2026> & mehr' })],
    })
  })

  async function newsItem(id: string): Promise<NewsItem> {
    const response = await suite.app.inject({ url: `/eventreports/api/v1/news/${id}`, headers })
    expect(response.statusCode).toBe(200)
    return response.json<NewsItem>()
  }

  const picture = (url: string) => suite.app.inject({ url })

  it('lists the pictures of photo and graphic items, with signed addresses', async () => {
    const photos = await newsItem('photos')
    expect(photos.pictures).toEqual([
      {
        url: expect.stringMatching(
          /^\/eventreports\/api\/v1\/news\/photos\/pictures\/1\?expires=\d+&signature=[\w-]+$/,
        ),
        alt: 'Illustration: Stadtsilhouette bei Tageslicht.',
        caption: 'Auf der Bühne.',
        credit: 'Foto: Agenda/Jana Krüger',
        width: 1200,
        height: 800,
      },
      expect.objectContaining({ caption: 'Das Publikum.', url: expect.stringContaining('/2?') }),
    ])
    const chart = await newsItem('chart')
    expect(chart.pictures).toEqual([
      expect.objectContaining({ credit: 'Grafik: Agenda', width: 1200, height: 750 }),
    ])
  })

  it('lists no pictures for an item of another genre', async () => {
    expect(await newsItem('text')).not.toHaveProperty('pictures')
  })

  it('serves a picture from the address the API gave, as an SVG with its own policy', async () => {
    const [first] = (await newsItem('photos')).pictures ?? []
    const response = await picture(first?.url ?? '')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8')
    expect(response.headers['cache-control']).toBe('private, max-age=86400')
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none';style-src 'unsafe-inline'",
    )
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="1200"/)
    expect(response.body).not.toMatch(/<script|on\w+=/i)
  })

  it('keeps the same address all day, so caches keep the picture', async () => {
    const [first] = (await newsItem('photos')).pictures ?? []
    const [again] = (await newsItem('photos')).pictures ?? []
    expect(again?.url).toBe(first?.url)
  })

  it('escapes < and & from titles in the SVG', async () => {
    const [photo] = (await newsItem('photos')).pictures ?? []
    const photoSvg = (await picture(photo?.url ?? '')).body
    expect(photoSvg).toContain('Gala &lt;Kunst&gt; &amp; Kultur')
    expect(photoSvg).not.toContain('<Kunst>')
    const [chart] = (await newsItem('chart')).pictures ?? []
    const chartSvg = (await picture(chart?.url ?? '')).body
    expect(chartSvg).toContain('Gäste &lt;2026&gt; &amp; mehr')
    expect(chartSvg).not.toContain('<2026>')
  })

  it('draws the chart from the numbers stored with the item', async () => {
    const [chart] = (await newsItem('chart')).pictures ?? []
    const svg = (await picture(chart?.url ?? '')).body
    for (const value of ['100', '112,5', '125', '137,5', '150']) expect(svg).toContain(`>${value}<`)
    expect(svg).toContain('Quelle: Veranstalter')
  })

  it('refuses a tampered, missing or foreign signature with 403 and a German message', async () => {
    const [first, second] = (await newsItem('photos')).pictures ?? []
    const url = first?.url ?? ''
    const expires = /expires=(\d+)/.exec(url)?.[1] ?? ''
    const tampered = [
      url.replace(/signature=(.)/, (_, c: string) => `signature=${c === 'A' ? 'B' : 'A'}`),
      url.replace(`expires=${expires}`, `expires=${Number(expires) + 86_400}`),
      url.replace('/pictures/1?', '/pictures/2?'),
      (second?.url ?? '').replace('photos', 'chart'),
      url.split('?')[0] ?? '',
      url.replace(/&signature=.*/, ''),
      createPictureLinks('another secret of at least thirty-two chars').url('photos', 1),
    ]
    for (const address of tampered) {
      const response = await picture(address)
      expect(response.statusCode, address).toBe(403)
      expect(response.json()).toEqual({
        code: 'PICTURE_LINK_INVALID',
        message: 'Dieser Bildlink ist ungültig.',
      })
    }
  })

  it('refuses an expired address with 403 and asks to reload the item', async () => {
    const stale = createPictureLinks(SECRET).url('photos', 1, Date.now() - 3 * DAY_MS)
    const response = await picture(stale)
    expect(response.statusCode).toBe(403)
    expect(response.json()).toEqual({
      code: 'PICTURE_LINK_EXPIRED',
      message: 'Dieser Bildlink ist abgelaufen. Bitte laden Sie die Meldung neu.',
    })
  })

  it('has no picture for an item of another genre, nor past the last one', async () => {
    const links = createPictureLinks(SECRET)
    for (const address of [links.url('text', 1), links.url('photos', 3), links.url('gone', 1)]) {
      const response = await picture(address)
      expect(response.statusCode, address).toBe(404)
      expect(response.json()).toMatchObject({ code: 'NEWS_PICTURE_NOT_FOUND' })
    }
  })
})

describe.each(databaseModes())('picture addresses without a configured secret on %s', (mode) => {
  const suite = setUpTestApp(mode)

  it('are signed with a key in the database, so another instance accepts them', async () => {
    const { ticket } = await createTestUser(suite.app, suite.database, 'Redaktion')
    await insertEvents(suite.database, [anEvent({ id: 'fest' })])
    await insertNewsItem(suite.database, {
      id: 'fest-photos',
      eventId: 'fest',
      genre: 'photo',
      materialType: 'picture',
      pictures: [aStoredPhoto()],
    })
    const item = await suite.app.inject({
      url: '/eventreports/api/v1/news/fest-photos',
      headers: { authorization: `Bearer ${ticket}` },
    })
    const url = item.json<NewsItem>().pictures?.[0]?.url ?? ''
    const otherInstance = await buildTestApp(suite.database)
    try {
      expect((await otherInstance.inject({ url })).statusCode).toBe(200)
    } finally {
      await otherInstance.close()
    }
  })
})
