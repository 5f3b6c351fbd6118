// A photo of a news item as an SVG illustration: the scene (see photo-scenes.ts) in its light,
// a soft vignette like a lens, and the event's title in a lower third.
import type { PhotoLight, StoredPhoto } from '../../db/schema/events'
import { createRandom } from '../seed/random'
import { SCENES, type Palette, type SceneContext } from './photo-scenes'
import { FONT_FAMILY, charactersFitting, escapeXml, textLines, wrapText } from './svg-text'

export const PHOTO_WIDTH = 1200
export const PHOTO_HEIGHT = 800

const PALETTES: Record<PhotoLight, Palette> = {
  morning: {
    skyTop: '#8fb8de',
    skyBottom: '#fbe3c8',
    haze: '#c9cfdc',
    sun: '#fff1cf',
    layers: ['#b7c2cf', '#8a9bb0', '#5d6f86', '#35445a'],
    hills: ['#b9cdb4', '#8fb08a', '#5f8a5f', '#3b6242'],
    cloud: '#ffffff',
    windowLit: '#ffe2a8',
    tint: '#fff4e4',
    night: false,
    lampsOn: false,
  },
  day: {
    skyTop: '#4f97d6',
    skyBottom: '#d9eefc',
    haze: '#b9d0e4',
    sun: '#fffbe8',
    layers: ['#a9bfd3', '#7d98b3', '#4f6a86', '#2b3f57'],
    hills: ['#a7c79a', '#7fb06c', '#558f4b', '#356b35'],
    cloud: '#ffffff',
    windowLit: '#dcefff',
    tint: '#ffffff',
    night: false,
    lampsOn: false,
  },
  evening: {
    skyTop: '#2c3768',
    skyBottom: '#f4a06a',
    haze: '#b98a8f',
    sun: '#ffd08a',
    layers: ['#8d6f86', '#65506d', '#413653', '#231d33'],
    hills: ['#a07c8a', '#6f6078', '#48495e', '#2a2f3d'],
    cloud: '#f7c6b0',
    windowLit: '#ffc96b',
    tint: '#ffe0c2',
    night: false,
    lampsOn: true,
  },
  night: {
    skyTop: '#070e24',
    skyBottom: '#22345c',
    haze: '#2d3f66',
    sun: '#f4f1e0',
    layers: ['#25355a', '#1b2849', '#131c37', '#0b1126'],
    hills: ['#1f2f4f', '#182642', '#111c33', '#0a1224'],
    cloud: '#3a4a70',
    windowLit: '#ffd37a',
    tint: '#c9d6ff',
    night: true,
    lampsOn: true,
  },
}

function lowerThird(label: string): string {
  const fontSize = 44
  const lines = wrapText(label, charactersFitting(PHOTO_WIDTH - 120, fontSize), 2)
  const titleTop = PHOTO_HEIGHT - 56 - (lines.length - 1) * 54
  return `<rect y="${PHOTO_HEIGHT - 300}" width="${PHOTO_WIDTH}" height="300" fill="url(#shade)"/>
<rect x="60" y="${titleTop - 70}" width="6" height="26" fill="#f2a71b"/>
${textLines(['AGENDA · ILLUSTRATION'], { x: 78, y: titleTop - 49, lineHeight: 0, fill: '#f2a71b', 'font-size': 22, 'font-weight': 700, 'letter-spacing': 3 })}
${textLines(lines, { x: 60, y: titleTop, lineHeight: 54, fill: '#ffffff', 'font-size': fontSize, 'font-weight': 700 })}`
}

/** A close view enlarges part of the scene, never showing past its edges. */
function framed(photo: StoredPhoto, context: SceneContext, scene: string): string {
  if (photo.framing !== 'close') return scene
  const zoom = 1.6
  const focus = createRandom(`focus:${photo.variant}`)
  const x = PHOTO_WIDTH * (0.3 + focus.next() * 0.4)
  const y = PHOTO_HEIGHT * (0.42 + focus.next() * 0.25)
  const clamp = (value: number, size: number) => Math.min(0, Math.max(size - size * zoom, value))
  const dx = clamp(PHOTO_WIDTH / 2 - x * zoom, context.width)
  const dy = clamp(PHOTO_HEIGHT / 2 - y * zoom, context.height)
  return `<g transform="translate(${Math.round(dx)} ${Math.round(dy)}) scale(${zoom})">${scene}</g>`
}

/** The whole SVG document of a photo. */
export function photoSvg(photo: StoredPhoto): string {
  const context: SceneContext = {
    palette: PALETTES[photo.light],
    random: createRandom(`${photo.scene}:${photo.variant}`),
    width: PHOTO_WIDTH,
    height: PHOTO_HEIGHT,
  }
  const scene = framed(photo, context, SCENES[photo.scene](context))
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" viewBox="0 0 ${PHOTO_WIDTH} ${PHOTO_HEIGHT}" font-family="${escapeXml(FONT_FAMILY)}">
<defs>
<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#08101c" stop-opacity="0"/><stop offset="0.45" stop-color="#08101c" stop-opacity="0.55"/><stop offset="1" stop-color="#08101c" stop-opacity="0.85"/></linearGradient>
<radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.38"/></radialGradient>
</defs>
${scene}
<rect width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" fill="url(#vignette)"/>
${lowerThird(photo.label)}
</svg>`
}
