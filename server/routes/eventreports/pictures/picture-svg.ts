// A stored news picture as the SVG document the picture route sends, and its size for <img>.
import type { StoredNewsPicture } from '../../../db/schema/events'
import { CHART_HEIGHT, CHART_WIDTH, chartSvg } from '../../../demo/pictures/chart-svg'
import { PHOTO_HEIGHT, PHOTO_WIDTH, photoSvg } from '../../../demo/pictures/photo-svg'

export function pictureSvg(picture: StoredNewsPicture): string {
  return picture.kind === 'photo' ? photoSvg(picture) : chartSvg(picture)
}

export function pictureSize(picture: StoredNewsPicture): { width: number; height: number } {
  return picture.kind === 'photo'
    ? { width: PHOTO_WIDTH, height: PHOTO_HEIGHT }
    : { width: CHART_WIDTH, height: CHART_HEIGHT }
}
