// A picture someone uploads (a support screenshot, a submission's image): its format read from
// its bytes, never from a name or a header, and written anew, so what is kept or sent on carries
// no metadata (EXIF, location) or payload beyond the picture.
import sharp from 'sharp'

/** A very large screen or camera picture, not a decompression bomb. */
const MAX_PIXELS = 8000 * 8000

export interface CleanImage {
  bytes: Buffer
  format: 'png' | 'jpeg'
  contentType: 'image/png' | 'image/jpeg'
  width: number
  height: number
}

/**
 * The PNG or JPEG in `bytes` encoded anew (JPEG turned upright as its EXIF says, then without it);
 * null when the bytes are no readable PNG or JPEG. The caller checks the size before.
 */
export async function cleanImage(bytes: Buffer): Promise<CleanImage | null> {
  // sharp throws at once, not in its promise, on an empty buffer (base64 of nothing, or of junk).
  if (bytes.length === 0) return null
  const image = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
  const { format } = await image.metadata().catch(() => ({ format: undefined }))
  if (format !== 'png' && format !== 'jpeg') return null
  const encoder = format === 'png' ? image.png() : image.rotate().jpeg({ quality: 85 })
  const result = await encoder.toBuffer({ resolveWithObject: true }).catch(() => null)
  if (!result) return null
  return {
    bytes: result.data,
    format,
    contentType: `image/${format}`,
    width: result.info.width,
    height: result.info.height,
  }
}
