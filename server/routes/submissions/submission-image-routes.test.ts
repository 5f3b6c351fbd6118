import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import type { EventSubmission } from '../../../domain/event-submission'
import { setUpTestApp } from '../../../tests/support/server/set-up-test-app'
import { databaseModes } from '../../../tests/support/server/test-database'
import { createTestUser } from '../../../tests/support/server/test-users'
import { submissionImages } from '../../db/schema/index'
import { SUBMISSION_IMAGES_PATH, SUBMISSION_IMAGES_PER_HOUR } from './submission-image-routes'

const webinar: EventSubmission = {
  attendanceMode: 'OnlineEventAttendanceMode',
  title: 'Webinar mit Bild',
  description: 'Mit einem Foto.',
  when: { startDay: '2026-12-09', endDay: '2026-12-09', isWholeDay: true },
  accessLink: 'https://stream.example.org/bild',
  organiser: 'Verbraucherzentrale',
  deskContact: { name: 'Jana Krüger', email: 'presse@example.org', phone: '+49 30 123456' },
  ressort: 'wirtschaft',
  links: [],
}

/** A red picture, with EXIF (camera, orientation) when asked. */
const picture = (format: 'png' | 'jpeg', exif = false) => {
  const image = sharp({
    create: { width: 40, height: 20, channels: 3, background: { r: 200, g: 0, b: 0 } },
  })
  const withExif = exif
    ? image.withMetadata({ orientation: 6, exif: { IFD0: { Make: 'Spionkamera' } } })
    : image
  return (format === 'png' ? withExif.png() : withExif.jpeg()).toBuffer()
}

describe.each(databaseModes())('the submission images API on %s', (mode) => {
  const suite = setUpTestApp(mode)
  const upload = (ticket: string, data: Buffer | string) =>
    suite.app.inject({
      method: 'POST',
      url: SUBMISSION_IMAGES_PATH,
      headers: { authorization: `Bearer ${ticket}` },
      payload: { data: typeof data === 'string' ? data : data.toString('base64') },
    })
  const read = (ticket: string, id: string) =>
    suite.app.inject({
      url: `${SUBMISSION_IMAGES_PATH}/${id}`,
      headers: { authorization: `Bearer ${ticket}` },
    })

  it('stores a PNG re-encoded and gives it back to the uploader and the planners only', async () => {
    const owner = await createTestUser(suite.app, suite.database, 'Bildner')
    const response = await upload(owner.ticket, await picture('png'))
    expect(response.statusCode).toBe(201)
    const { id, width, height } = response.json() as { id: string; width: number; height: number }
    expect([width, height]).toEqual([40, 20])
    const own = await read(owner.ticket, id)
    expect(own.statusCode).toBe(200)
    expect(own.headers['content-type']).toBe('image/png')
    expect(own.headers['cache-control']).toMatch(/^private/)
    expect((await sharp(own.rawPayload).metadata()).format).toBe('png')
    const planner = await createTestUser(suite.app, suite.database, 'Planerin', {
      isPlanner: true,
    })
    expect((await read(planner.ticket, id)).statusCode).toBe(200)
    const stranger = await createTestUser(suite.app, suite.database, 'Fremd')
    expect((await read(stranger.ticket, id)).statusCode).toBe(404)
    expect((await read(owner.ticket, 'no-such-id')).statusCode).toBe(404)
  })

  it('drops the EXIF of a JPEG and turns it upright', async () => {
    const { ticket } = await createTestUser(suite.app, suite.database, 'Kamera')
    const sent = await picture('jpeg', true)
    expect((await sharp(sent).metadata()).exif).toBeDefined()
    const { id } = (await upload(ticket, sent)).json() as { id: string }
    const stored = await read(ticket, id)
    expect(stored.headers['content-type']).toBe('image/jpeg')
    const metadata = await sharp(stored.rawPayload).metadata()
    expect(metadata.exif).toBeUndefined()
    expect(stored.rawPayload.includes('Spionkamera')).toBe(false)
    expect([metadata.width, metadata.height]).toEqual([20, 40])
  })

  it('refuses a text file named as a picture, and one over 5 MB', async () => {
    const { ticket } = await createTestUser(suite.app, suite.database, 'Textdatei')
    const text = await upload(ticket, Buffer.from('Das ist kein Bild, nur Text in bild.png'))
    expect(text.statusCode).toBe(400)
    expect(text.json()).toEqual({
      code: 'IMAGE_INVALID',
      message: 'Das Bild muss ein JPEG- oder PNG-Bild sein.',
    })
    const gif = await sharp({
      create: { width: 2, height: 2, channels: 3, background: '#000' },
    })
      .gif()
      .toBuffer()
    expect((await upload(ticket, gif)).json()).toMatchObject({ code: 'IMAGE_INVALID' })
    const huge = Buffer.concat([await picture('png'), Buffer.alloc(5 * 1024 * 1024)])
    const tooBig = await upload(ticket, huge)
    expect(tooBig.statusCode).toBe(400)
    expect(tooBig.json()).toMatchObject({ message: 'Das Bild darf höchstens 5 MB groß sein.' })
  })

  it('takes an image id in a submission only from its uploader', async () => {
    const owner = await createTestUser(suite.app, suite.database, 'Einreicherin')
    const other = await createTestUser(suite.app, suite.database, 'Andere')
    const { id } = (await upload(owner.ticket, await picture('png'))).json() as { id: string }
    const submit = (ticket: string, imageId: string) =>
      suite.app.inject({
        method: 'POST',
        url: '/events/api/v1/submissions',
        headers: { authorization: `Bearer ${ticket}` },
        payload: { ...webinar, image: { id: imageId, caption: 'Foto: Verband' } },
      })
    const foreign = await submit(other.ticket, id)
    expect(foreign.statusCode).toBe(400)
    expect(foreign.json()).toMatchObject({
      code: 'INVALID_SUBMISSION',
      fields: { image: 'Das Bild ist unbekannt. Bitte laden Sie es erneut hoch.' },
    })
    const unknown = await submit(owner.ticket, crypto.randomUUID())
    expect(unknown.json()).toMatchObject({ fields: { image: expect.any(String) } })
    const accepted = await submit(owner.ticket, id)
    expect(accepted.statusCode).toBe(201)
    const { id: submissionId } = accepted.json() as { id: string }
    const changed = await suite.app.inject({
      method: 'PUT',
      url: `/events/api/v1/submissions/${submissionId}`,
      headers: { authorization: `Bearer ${owner.ticket}` },
      payload: { ...webinar, image: { id: crypto.randomUUID() } },
    })
    expect(changed.statusCode).toBe(400)
    expect(changed.json()).toMatchObject({ fields: { image: expect.any(String) } })
  })

  it('counts uploads in the database, so whatever instance took them counts', async () => {
    const { ticket, user } = await createTestUser(suite.app, suite.database, 'Vielbildner')
    const thirtyMinutesAgo = new Date(Date.now() - 30 * 60_000)
    await suite.database.db.insert(submissionImages).values(
      Array.from({ length: SUBMISSION_IMAGES_PER_HOUR }, () => ({
        id: crypto.randomUUID(),
        uploaderId: user.id,
        bytes: Buffer.from('elsewhere'),
        contentType: 'image/png' as const,
        width: 1,
        height: 1,
        createdAt: thirtyMinutesAgo,
      })),
    )
    const refused = await upload(ticket, await picture('png'))
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({ code: 'IMAGE_LIMIT' })
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(29 * 60)
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(30 * 60)
  })
})
