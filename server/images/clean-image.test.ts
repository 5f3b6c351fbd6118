import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { cleanImage } from './clean-image'

describe('cleanImage', () => {
  it('refuses bytes that are no picture, empty ones included, without throwing', async () => {
    expect(await cleanImage(Buffer.alloc(0))).toBeNull()
    expect(await cleanImage(Buffer.from('\u0000', 'base64'))).toBeNull()
    expect(await cleanImage(Buffer.from('kein Bild'))).toBeNull()
  })

  it('writes a PNG anew', async () => {
    const png = await sharp({
      create: { width: 3, height: 2, channels: 3, background: '#0a3a5c' },
    })
      .png()
      .toBuffer()
    expect(await cleanImage(png)).toMatchObject({ format: 'png', width: 3, height: 2 })
  })
})
