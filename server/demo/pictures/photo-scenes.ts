// The six scenes a news photo can show, drawn from simple shapes: a city, hills, a stadium, a
// stage, a press conference and a plenary hall. Each varies with its random source (positions,
// sizes, how many seats are taken) and takes its colours from the light's palette.
import type { PhotoScene } from '../../db/schema/events'
import type { Random } from '../seed/random'

/** The colours of a light; outdoor scenes use the sky, indoor ones the tint. */
export interface Palette {
  skyTop: string
  skyBottom: string
  haze: string
  sun: string
  /** Buildings from far to near. */
  layers: [string, string, string, string]
  /** Hills from far to near. */
  hills: [string, string, string, string]
  cloud: string
  windowLit: string
  tint: string
  night: boolean
  /** Street lights and floodlights are on. */
  lampsOn: boolean
}

/** What a scene is drawn in: its light's colours, its random source and the picture's size. */
export interface SceneContext {
  palette: Palette
  random: Random
  width: number
  height: number
}

type Scene = (context: SceneContext) => string

const round = (value: number) => Math.round(value * 10) / 10

function sky({ palette, width }: SceneContext, height: number): string {
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.skyTop}"/><stop offset="1" stop-color="${palette.skyBottom}"/></linearGradient>
<radialGradient id="glow"><stop offset="0" stop-color="${palette.sun}" stop-opacity="${palette.night ? 0.45 : 0.9}"/><stop offset="1" stop-color="${palette.sun}" stop-opacity="0"/></radialGradient></defs>
<rect width="${width}" height="${height}" fill="url(#sky)"/>`
}

/** Sun or moon with its glow, stars at night, a few clouds by day. */
function heavens(context: SceneContext, horizon: number): string {
  const { palette, random, width } = context
  const x = random.int(160, width - 160)
  const y = palette.night
    ? random.int(90, 200)
    : random.int(Math.round(horizon * 0.35), horizon - 90)
  const parts = [
    `<circle cx="${x}" cy="${y}" r="190" fill="url(#glow)"/>`,
    `<circle cx="${x}" cy="${y}" r="${palette.night ? 34 : 46}" fill="${palette.sun}"/>`,
  ]
  if (palette.night) {
    for (let star = 0; star < 60; star++) {
      parts.push(
        `<circle cx="${random.int(0, width)}" cy="${random.int(0, horizon - 60)}" r="${round(0.8 + random.next() * 1.6)}" fill="#fff" opacity="${round(0.3 + random.next() * 0.6)}"/>`,
      )
    }
  } else {
    for (let cloud = 0; cloud < random.int(2, 4); cloud++) {
      const cx = random.int(0, width)
      const cy = random.int(60, Math.round(horizon * 0.55))
      const size = random.int(36, 70)
      parts.push(
        `<g fill="${palette.cloud}" opacity="0.5"><ellipse cx="${cx}" cy="${cy}" rx="${size * 1.8}" ry="${size * 0.45}"/><ellipse cx="${cx - size * 0.5}" cy="${cy - size * 0.3}" rx="${size * 0.8}" ry="${size * 0.5}"/><ellipse cx="${cx + size * 0.4}" cy="${cy - size * 0.4}" rx="${size}" ry="${size * 0.6}"/></g>`,
      )
    }
  }
  return parts.join('\n')
}

/** Round dots along a path: heads in a crowd, seats in a row. */
const dotted = (path: string, color: string, size: number, gap: number, offset = 0) =>
  `<path d="${path}" fill="none" stroke="${color}" stroke-width="${size}" stroke-linecap="round" stroke-dasharray="0 ${gap}" stroke-dashoffset="${offset}"/>`

/** A hill line across the picture, from `y` with bumps of up to `amplitude`. */
function hill(context: SceneContext, y: number, amplitude: number): string {
  const { random, width, height } = context
  const points = [0, 1, 2, 3, 4].map((step) => [
    (step * width) / 4,
    y + (random.next() - 0.5) * 2 * amplitude,
  ])
  let path = `M0 ${round(points[0]?.[1] ?? y)}`
  for (let index = 1; index < points.length; index++) {
    const [x0 = 0, y0 = y] = points[index - 1] ?? []
    const [x1 = 0, y1 = y] = points[index] ?? []
    path += ` C${round(x0 + width / 10)} ${round(y0)} ${round(x1 - width / 10)} ${round(y1)} ${round(x1)} ${round(y1)}`
  }
  return `${path} L${width} ${height} L0 ${height} Z`
}

/** Windows in a grid, some lit: a pattern each building of a layer is filled with. */
function windowPattern(context: SceneContext, id: string, lit: string, share: number): string {
  const cells: string[] = []
  for (let row = 0; row < 3; row++) {
    for (let column = 0; column < 3; column++) {
      const on = context.random.chance(share)
      cells.push(
        `<rect x="${column * 18 + 5}" y="${row * 24 + 6}" width="8" height="12" fill="${on ? lit : '#000'}" opacity="${on ? 0.9 : 0.18}"/>`,
      )
    }
  }
  return `<defs><pattern id="${id}" width="54" height="72" patternUnits="userSpaceOnUse">${cells.join('')}</pattern></defs>`
}

function buildings(
  context: SceneContext,
  options: { ground: number; color: string; min: number; max: number; windows?: string },
): string {
  const { random, width } = context
  const parts: string[] = []
  for (let x = -random.int(0, 40); x < width;) {
    const w = random.int(48, 130)
    const h = random.int(options.min, options.max)
    const top = options.ground - h
    parts.push(`<rect x="${x}" y="${top}" width="${w}" height="${h}" fill="${options.color}"/>`)
    if (random.chance(0.25)) {
      parts.push(
        `<path d="M${x + w * 0.2} ${top} L${x + w / 2} ${top - random.int(30, 70)} L${x + w * 0.8} ${top} Z" fill="${options.color}"/>`,
      )
    }
    if (options.windows) {
      parts.push(
        `<rect x="${x + 6}" y="${top + 12}" width="${w - 12}" height="${h - 24}" fill="url(#${options.windows})"/>`,
      )
    }
    x += w + random.int(0, 14)
  }
  return parts.join('\n')
}

const skyline: Scene = (context) => {
  const { palette, random, width, height } = context
  const ground = 640
  const tower = random.int(180, width - 180)
  return [
    sky(context, height),
    heavens(context, ground - 120),
    windowPattern(context, 'windows-mid', palette.windowLit, palette.lampsOn ? 0.35 : 0.2),
    windowPattern(context, 'windows-near', palette.windowLit, palette.lampsOn ? 0.6 : 0.3),
    `<g opacity="0.9">${buildings(context, { ground: ground - 40, color: palette.layers[0], min: 140, max: 300 })}</g>`,
    // A television tower stands out of every city's middle distance.
    `<g fill="${palette.layers[1]}"><rect x="${tower - 7}" y="170" width="14" height="${ground - 170}"/><circle cx="${tower}" cy="230" r="30"/><rect x="${tower - 2}" y="90" width="4" height="90"/></g>`,
    buildings(context, {
      ground: ground - 10,
      color: palette.layers[1],
      min: 110,
      max: 330,
      windows: 'windows-mid',
    }),
    buildings(context, {
      ground,
      color: palette.layers[2],
      min: 70,
      max: 240,
      windows: 'windows-near',
    }),
    `<rect y="${ground}" width="${width}" height="${height - ground}" fill="${palette.layers[3]}"/>`,
    // Lights of the street along the ground.
    dotted(`M0 ${ground + 24} L${width} ${ground + 24}`, palette.windowLit, 5, random.int(40, 70)),
  ].join('\n')
}

const landscape: Scene = (context) => {
  const { palette, random, width, height } = context
  const parts = [sky(context, height), heavens(context, 460)]
  parts.push(`<path d="${hill(context, 420, 40)}" fill="${palette.hills[0]}"/>`)
  // A church tower on the far hills.
  const church = random.int(200, width - 200)
  parts.push(
    `<g fill="${palette.hills[1]}"><rect x="${church - 14}" y="360" width="28" height="170"/><path d="M${church - 18} 362 L${church} 300 L${church + 18} 362 Z"/><rect x="${church + 14}" y="400" width="60" height="130"/></g>`,
  )
  parts.push(`<path d="${hill(context, 480, 45)}" fill="${palette.hills[1]}"/>`)
  parts.push(`<path d="${hill(context, 560, 50)}" fill="${palette.hills[2]}"/>`)
  for (let tree = 0; tree < 14; tree++) {
    const x = random.int(0, width)
    const y = random.int(590, 650)
    const size = random.int(26, 46)
    parts.push(
      `<path d="M${x} ${y - size * 2.2} L${x + size * 0.7} ${y} L${x - size * 0.7} ${y} Z" fill="${palette.hills[3]}"/>`,
    )
  }
  parts.push(`<path d="${hill(context, 660, 30)}" fill="${palette.hills[3]}"/>`)
  return parts.join('\n')
}

const stadium: Scene = (context) => {
  const { palette, random, width, height } = context
  const pitchTop = 470
  const crowdColors = ['#d9dde4', '#c8323c', '#f2f2f2', '#234a8a', '#e3b23c']
  const parts = [sky(context, 300), heavens(context, 260)]
  // The far stand: roof, tiers, people; the running track around the pitch.
  parts.push(
    `<rect y="${pitchTop}" width="${width}" height="${height - pitchTop}" fill="#8c4a3c"/>`,
    `<path d="M0 200 L${width} 200 L${width} ${pitchTop} L0 ${pitchTop} Z" fill="${palette.layers[3]}"/>`,
    `<rect y="188" width="${width}" height="18" fill="${palette.layers[2]}"/>`,
  )
  for (let row = 0; row < 9; row++) {
    const y = 232 + row * 26
    parts.push(dotted(`M0 ${y} L${width} ${y}`, random.pick(crowdColors), 12, 16, row * 7))
    parts.push(dotted(`M8 ${y + 4} L${width} ${y + 4}`, random.pick(crowdColors), 10, 23, row * 5))
  }
  // Advertising boards in front of the stand.
  const boards = ['#f2a71b', '#0b3a5b', '#ffffff', '#c8323c']
  for (let x = 0; x < width; x += 150) {
    parts.push(
      `<rect x="${x}" y="${pitchTop - 22}" width="150" height="22" fill="${boards[(x / 150) % 4]}"/>`,
    )
  }
  // The pitch in perspective, mown in stripes, with its lines.
  parts.push(
    `<defs><clipPath id="pitch"><path d="M120 ${pitchTop} L${width - 120} ${pitchTop} L${width + 300} ${height} L-300 ${height} Z"/></clipPath></defs>`,
    `<g clip-path="url(#pitch)"><rect y="${pitchTop}" width="${width}" height="${height - pitchTop}" fill="#3f8f3a"/>`,
  )
  for (let stripe = 0; stripe < 12; stripe += 2) {
    const x0 = -300 + stripe * 150
    parts.push(
      `<path d="M${120 + stripe * 80} ${pitchTop} L${120 + (stripe + 1) * 80} ${pitchTop} L${x0 + 150} ${height} L${x0} ${height} Z" fill="#4a9c43"/>`,
    )
  }
  parts.push(
    '</g>',
    `<g fill="none" stroke="#f4f8f2" stroke-width="4" opacity="0.9"><path d="M150 ${pitchTop + 14} L${width - 150} ${pitchTop + 14} L${width + 200} ${height - 10} L-200 ${height - 10} Z"/><path d="M${width / 2} ${pitchTop + 14} L${width / 2} ${height - 10}"/><ellipse cx="${width / 2}" cy="${pitchTop + 150}" rx="150" ry="52"/><path d="M165 ${pitchTop + 50} L330 ${pitchTop + 50} L250 ${pitchTop + 230} L-30 ${pitchTop + 230}"/><path d="M${width - 165} ${pitchTop + 50} L${width - 330} ${pitchTop + 50} L${width - 250} ${pitchTop + 230} L${width + 30} ${pitchTop + 230}"/></g>`,
  )
  // Floodlight masts, bright after dark.
  const lit = palette.lampsOn
  for (const x of [90, width - 90]) {
    parts.push(
      `<rect x="${x - 5}" y="60" width="10" height="${pitchTop - 60}" fill="${palette.layers[2]}"/>`,
      `<rect x="${x - 45}" y="40" width="90" height="44" rx="4" fill="${lit ? '#fffbe6' : '#dfe6ee'}" stroke="${palette.layers[2]}" stroke-width="4"/>`,
      lit ? `<circle cx="${x}" cy="62" r="170" fill="url(#glow)" opacity="0.8"/>` : '',
    )
  }
  return parts.join('\n')
}

/** Stage, curtains and light cones over a dark hall, the audience in silhouette in front. */
const stage: Scene = (context) => {
  const { palette, random, width, height } = context
  const centre = random.int(480, 720)
  const parts = [
    `<defs><linearGradient id="hall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#160c1c"/><stop offset="1" stop-color="#2c1533"/></linearGradient>
<linearGradient id="folds" x1="0" y1="0" x2="0.07" y2="0" spreadMethod="reflect"><stop offset="0" stop-color="#8e1422"/><stop offset="1" stop-color="#c8283a"/></linearGradient>
<linearGradient id="beam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.tint}" stop-opacity="0.55"/><stop offset="1" stop-color="${palette.tint}" stop-opacity="0.05"/></linearGradient>
<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8a5632"/><stop offset="1" stop-color="#4a2a17"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#hall)"/>`,
    `<rect x="150" y="120" width="${width - 300}" height="450" fill="#1f1229"/>`,
    `<path d="M150 560 L${width - 150} 560 L${width} 690 L0 690 Z" fill="url(#floor)"/>`,
    `<ellipse cx="${centre}" cy="600" rx="190" ry="34" fill="${palette.tint}" opacity="0.35"/>`,
  ]
  for (const source of [random.int(200, 420), random.int(780, 1000)]) {
    parts.push(
      `<path d="M${source - 10} 0 L${source + 10} 0 L${centre + 170} 600 L${centre - 170} 600 Z" fill="url(#beam)"/>`,
    )
  }
  // The performer at the microphone.
  parts.push(
    `<g fill="#0e0810"><circle cx="${centre}" cy="430" r="24"/><path d="M${centre - 42} 590 L${centre - 34} 478 Q${centre} 452 ${centre + 34} 478 L${centre + 42} 590 Z"/><rect x="${centre + 58}" y="460" width="4" height="130"/><circle cx="${centre + 60}" cy="456" r="8"/></g>`,
  )
  // Curtains on both sides and the valance above.
  parts.push(
    `<path d="M0 0 L230 0 Q190 300 250 690 L0 690 Z" fill="url(#folds)"/>`,
    `<path d="M${width} 0 L${width - 230} 0 Q${width - 190} 300 ${width - 250} 690 L${width} 690 Z" fill="url(#folds)"/>`,
    `<path d="M0 0 L${width} 0 L${width} 110 ${Array.from({ length: 8 }, (_, step) => `Q${width - step * 150 - 75} 170 ${width - (step + 1) * 150} 110`).join(' ')} Z" fill="url(#folds)"/>`,
  )
  // The audience: rows of heads and shoulders.
  for (const [y, size, gap] of [
    [700, 46, 70],
    [750, 56, 84],
    [810, 70, 100],
  ] as const) {
    parts.push(dotted(`M-20 ${y} L${width + 40} ${y}`, '#0a060c', size, gap, random.int(0, 40)))
    parts.push(
      dotted(
        `M-20 ${y + size * 0.9} L${width + 40} ${y + size * 0.9}`,
        '#0a060c',
        size * 1.6,
        gap,
        random.int(0, 40),
      ),
    )
  }
  return parts.join('\n')
}

/** A panel at a table before a logo wall, microphones up, cameras in front. */
const podium: Scene = (context) => {
  const { palette, random, width, height } = context
  const suits = ['#1f2a3a', '#3b3f46', '#2c3e63', '#4a2f3a']
  const skins = ['#e0b894', '#c68e63', '#8d5a3b', '#f1cfb0']
  const speakers = random.int(2, 4)
  const parts = [
    `<defs><linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#dfe7ef"/><stop offset="1" stop-color="#b7c6d6"/></linearGradient>
<pattern id="logos" width="160" height="120" patternUnits="userSpaceOnUse"><circle cx="40" cy="40" r="16" fill="none" stroke="#0b3a5b" stroke-width="6" opacity="0.35"/><rect x="64" y="32" width="64" height="8" rx="4" fill="#0b3a5b" opacity="0.3"/><rect x="64" y="46" width="40" height="6" rx="3" fill="#f2a71b" opacity="0.5"/><circle cx="120" cy="100" r="16" fill="none" stroke="#0b3a5b" stroke-width="6" opacity="0.35"/></pattern></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#wall)"/>`,
    `<rect x="80" y="60" width="${width - 160}" height="460" fill="url(#logos)"/>`,
    `<rect width="${width}" height="${height}" fill="${palette.tint}" opacity="0.12"/>`,
  ]
  const spacing = (width - 300) / speakers
  for (let seat = 0; seat < speakers; seat++) {
    const x = Math.round(150 + spacing * (seat + 0.5))
    const suit = random.pick(suits)
    parts.push(
      `<g><path d="M${x - 80} 520 L${x - 70} 420 Q${x} 378 ${x + 70} 420 L${x + 80} 520 Z" fill="${suit}"/><path d="M${x - 16} 392 L${x} 440 L${x + 16} 392 Z" fill="#f4f4f4"/><circle cx="${x}" cy="350" r="38" fill="${random.pick(skins)}"/><path d="M${x - 39} 352 Q${x - 44} 306 ${x} 304 Q${x + 44} 306 ${x + 39} 352 Q${x + 30} 326 ${x} 326 Q${x - 30} 326 ${x - 39} 352 Z" fill="${random.pick(['#2a1d14', '#5a3b22', '#8a8580', '#c9a25a'])}"/></g>`,
      `<path d="M${x + 18} 500 L${x + 30} 410" stroke="#1a1a1a" stroke-width="4"/><rect x="${x + 24}" y="398" width="14" height="22" rx="6" fill="#1a1a1a"/>`,
      `<rect x="${x - 50}" y="478" width="100" height="32" fill="#fff" stroke="#9aa9b8"/><rect x="${x - 36}" y="490" width="72" height="7" fill="#0b3a5b" opacity="0.7"/>`,
      `<rect x="${x - 110}" y="462" width="16" height="42" rx="3" fill="#cfe6f7" opacity="0.8"/>`,
    )
  }
  // The table with its cloth.
  parts.push(
    `<rect x="60" y="505" width="${width - 120}" height="24" fill="#0b3a5b"/>`,
    `<rect x="80" y="529" width="${width - 160}" height="120" fill="#0e4670"/>`,
    `<rect x="80" y="529" width="${width - 160}" height="10" fill="#072a42"/>`,
  )
  // Broadcasters' microphones bunched in the middle.
  const colours = ['#c8323c', '#f2a71b', '#1d6b45', '#ffffff', '#234a8a']
  for (let mic = 0; mic < 5; mic++) {
    const x = width / 2 - 60 + mic * 30
    parts.push(
      `<path d="M${x} 505 L${width / 2 - 10 + mic * 6} 440" stroke="#222" stroke-width="5"/><rect x="${width / 2 - 24 + mic * 6}" y="424" width="26" height="30" rx="8" fill="#222"/><rect x="${width / 2 - 26 + mic * 6}" y="446" width="30" height="18" fill="${colours[mic]}"/>`,
    )
  }
  // Photographers and a camera on a tripod in the foreground.
  const camera = random.int(200, width - 260)
  parts.push(
    dotted(`M-30 730 L${width + 30} 730`, '#101820', 80, 150, random.int(0, 80)),
    dotted(`M-30 800 L${width + 30} 800`, '#101820', 140, 150, random.int(0, 80)),
    `<g fill="#0c1218"><rect x="${camera}" y="610" width="120" height="70" rx="8"/><rect x="${camera + 120}" y="628" width="40" height="34" rx="4"/><path d="M${camera + 50} 680 L${camera + 10} ${height} L${camera + 24} ${height} L${camera + 60} 690 L${camera + 96} ${height} L${camera + 110} ${height} L${camera + 70} 680 Z"/></g>`,
  )
  return parts.join('\n')
}

/** Rows of seats in a half circle, the lectern in front, the coat of arms on the wall. */
const parliament: Scene = (context) => {
  const { palette, random, width, height } = context
  const centre = width / 2
  const parts = [
    `<defs><linearGradient id="plenary" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e9edf1"/><stop offset="1" stop-color="#c4ccd6"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#plenary)"/>`,
    `<rect width="${width}" height="${height}" fill="${palette.tint}" opacity="0.15"/>`,
  ]
  // Windows high up let the day in.
  for (let x = 40; x < width; x += 140) {
    parts.push(
      `<rect x="${x}" y="30" width="100" height="150" fill="${palette.skyBottom}" opacity="0.7"/>`,
    )
  }
  parts.push(
    `<rect x="${centre - 170}" y="200" width="340" height="210" fill="#aab6c3"/>`,
    `<circle cx="${centre}" cy="300" r="78" fill="#f2c230" opacity="0.85"/>`,
    `<path d="M${centre - 40} 270 L${centre} 240 L${centre + 40} 270 L${centre + 28} 340 L${centre} 362 L${centre - 28} 340 Z" fill="#1b1b1b"/>`,
  )
  // Seats in rows around the lectern; some taken.
  for (let row = 0; row < 7; row++) {
    const radius = 260 + row * 70
    const y = 960 - row * 10
    const left = centre - radius
    const right = centre + radius
    const arc = `M${left} ${y} A${radius} ${radius * 0.62} 0 0 1 ${right} ${y}`
    parts.push(
      `<path d="${arc}" fill="none" stroke="${row % 2 ? '#2f5d8a' : '#3a6a98'}" stroke-width="26" stroke-dasharray="30 9"/>`,
    )
    const headArc = `M${left} ${y - 26} A${radius} ${radius * 0.62} 0 0 1 ${right} ${y - 26}`
    parts.push(dotted(headArc, '#2a2a30', 20, 39, random.int(0, 60)))
    if (random.chance(0.7)) parts.push(dotted(headArc, '#6b4a36', 20, 117, random.int(0, 90)))
  }
  // The lectern and the speaker.
  parts.push(
    `<g><circle cx="${centre}" cy="548" r="22" fill="#d9b08c"/><path d="M${centre - 40} 640 L${centre - 34} 582 Q${centre} 562 ${centre + 34} 582 L${centre + 40} 640 Z" fill="#22303f"/><path d="M${centre - 70} 610 L${centre + 70} 610 L${centre + 56} 720 L${centre - 56} 720 Z" fill="#6d4c33"/><rect x="${centre - 76}" y="600" width="152" height="14" fill="#8a6446"/></g>`,
  )
  return parts.join('\n')
}

export const SCENES: Record<PhotoScene, Scene> = {
  skyline,
  landscape,
  stadium,
  stage,
  podium,
  parliament,
}
