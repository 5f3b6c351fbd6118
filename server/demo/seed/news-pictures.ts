// The pictures of the demo photo and infographic items: which scene the server draws for a photo
// (chosen by ressort and kind, lit by the time of day), and the numbers of a graphic's bar charts.
import type {
  PhotoFraming,
  PhotoLight,
  PhotoScene,
  StoredChart,
  StoredPhoto,
} from '../../db/schema/events'
import type { Random } from './random'
import type { ReportSubject } from './report-wording'

const PHOTOGRAPHERS = [
  'Jana Krüger',
  'Malte Brandt',
  'Selin Aydın',
  'Paul Engel',
  'Katrin Vogt',
  'Daniel Roth',
  'Lea Neumann',
]

const SCENES_OF_RESSORT: Record<ReportSubject['ressort'], PhotoScene[]> = {
  politik: ['parliament', 'podium', 'skyline'],
  wirtschaft: ['podium', 'skyline'],
  panorama: ['skyline', 'landscape'],
  wissenschaft: ['podium', 'skyline'],
  medien: ['podium', 'stage'],
  kultur: ['stage', 'skyline'],
  sport: ['stadium', 'skyline'],
}

/** What a caption says a shot shows, whole scene or a close view; the first names title and day. */
const SHOT_CAPTIONS: Record<PhotoScene, Record<PhotoFraming, [string, string]>> = {
  parliament: {
    wide: ['Blick in den Plenarsaal', 'Die Sitzreihen kurz vor Beginn'],
    close: ['Am Rednerpult', 'In den Reihen der Abgeordneten'],
  },
  podium: {
    wide: ['Auf dem Podium', 'Kurz vor Beginn der Pressekonferenz'],
    close: ['Die Mikrofone stehen bereit', 'Am Tisch der Pressekonferenz'],
  },
  stage: {
    wide: ['Auf der Bühne', 'Das Publikum wartet auf den Beginn'],
    close: ['Im Scheinwerferlicht', 'Licht für den Auftritt'],
  },
  stadium: {
    wide: ['Blick ins Stadion', 'Flutlicht über dem Rasen'],
    close: ['Die Ränge füllen sich', 'Am Mittelkreis'],
  },
  skyline: {
    wide: ['Blick über die Stadt', 'Die Stadt am Tag des Geschehens'],
    close: ['Zwischen den Häusern', 'Rund um den Ort des Geschehens'],
  },
  landscape: {
    wide: ['Blick über das Land', 'Stimmung am Tag des Geschehens'],
    close: ['Ein Ort der Erinnerung', 'Am Waldrand'],
  },
}

/** What each drawing shows, for the alt text. */
const SCENE_ALT: Record<PhotoScene, string> = {
  parliament: 'Plenarsaal mit Sitzreihen im Halbrund, Rednerpult und Wappen an der Stirnwand',
  podium:
    'Pressekonferenz mit Personen an einem Tisch, Mikrofonen und Namensschildern vor einer Logowand, davor eine Kamera',
  stage:
    'Bühne mit rotem Vorhang, Scheinwerferkegeln und einer Person am Mikrofon, davor das Publikum in Silhouette',
  stadium: 'Stadion mit vollen Rängen, gestreiftem Rasen und Flutlichtmasten',
  skyline: 'Stadtsilhouette mit Fernsehturm und Fenstern',
  landscape: 'Hügellandschaft mit Kirchturm und Nadelbäumen',
}

const LIGHT_ALT: Record<PhotoLight, string> = {
  morning: 'im Morgenlicht',
  day: 'bei Tageslicht',
  evening: 'im Abendlicht',
  night: 'bei Nacht',
}

function lightAt(hour: number | null): PhotoLight {
  if (hour === null) return 'day'
  if (hour < 10) return 'morning'
  if (hour < 17) return 'day'
  if (hour < 20) return 'evening'
  return 'night'
}

/** Titles that say what the photographer saw, before the ressort's usual scenes. */
const SCENES_OF_TITLE: [RegExp, PhotoScene[]][] = [
  [/Plenarsitzung|Landtag|Bundestag|Bürgerschaft|Abgeordnetenhaus/, ['parliament', 'podium']],
  [
    /Pressekonferenz|Bilanz|Hauptversammlung|Vorstellung|Tarif|Vortrag|Bürgerdialog/,
    ['podium', 'skyline'],
  ],
  [/Konzert|Premiere|Lesung|Festspiele|Verleihung/, ['stage', 'skyline']],
  [/Ausstellung/, ['podium', 'skyline']],
  [/Marathon/, ['skyline', 'landscape']],
  [/Bundesliga|Heimspiel|Derby|Pokal/, ['stadium', 'skyline']],
]

function scenesFor(subject: ReportSubject): PhotoScene[] {
  if (subject.kind === 'anniversary') return ['landscape', 'skyline']
  if (subject.kind === 'actionday') return ['skyline', 'landscape']
  const byTitle = SCENES_OF_TITLE.find(([pattern]) => pattern.test(subject.title))
  return byTitle?.[1] ?? SCENES_OF_RESSORT[subject.ressort]
}

export interface PhotoSet {
  photographer: string
  pictures: StoredPhoto[]
}

/** One to four photos of the entry by one photographer: the whole scene first, then other views. */
export function photosFor(subject: ReportSubject, random: Random): PhotoSet {
  const photographer = random.pick(PHOTOGRAPHERS)
  const [main, other = main] = scenesFor(subject) as [PhotoScene, PhotoScene?]
  const light = lightAt(subject.startHour)
  const moreShots: [PhotoScene, PhotoFraming][] = [
    [main, 'close'],
    [other, 'wide'],
    [other, 'close'],
  ]
  const shots = [[main, 'wide'] as const, ...random.sample(moreShots, random.int(0, 3))]
  const used = new Set<string>()
  const pictures = shots.map(([scene, framing], index): StoredPhoto => {
    const phrase = SHOT_CAPTIONS[scene][framing].find((caption) => !used.has(caption)) ?? ''
    used.add(phrase)
    const place = subject.where ? `${subject.city}, ` : ''
    return {
      kind: 'photo',
      scene,
      light,
      framing,
      variant: random.int(0, 999),
      label: subject.title,
      caption: index === 0 ? `${phrase}. ${subject.title}, ${place}${subject.date}.` : `${phrase}.`,
      credit: `Foto: Agenda/${photographer}`,
      alt: `Illustration${framing === 'close' ? ', Ausschnitt' : ''}: ${SCENE_ALT[scene]} ${LIGHT_ALT[light]}, mit dem Titel ${subject.quoted}.`,
    }
  })
  return { photographer, pictures }
}

interface TrendTemplate {
  title: string
  unit: string
  source: string
  /** Range of the first year's value and how many decimals the numbers have. */
  start: [number, number]
  decimals: 0 | 1
}

const TRENDS: Record<ReportSubject['ressort'], TrendTemplate> = {
  politik: {
    title: 'Öffentliche Ausgaben für das Thema',
    unit: 'Millionen Euro',
    source: 'Haushaltspläne',
    start: [80, 400],
    decimals: 0,
  },
  wirtschaft: {
    title: 'Umsatz der Branche',
    unit: 'Milliarden Euro',
    source: 'Branchenverband, Schätzung für das laufende Jahr',
    start: [12, 60],
    decimals: 1,
  },
  panorama: {
    title: 'Besucherinnen und Besucher',
    unit: 'Tausend',
    source: 'Veranstalter',
    start: [20, 300],
    decimals: 0,
  },
  wissenschaft: {
    title: 'Fördermittel für die Forschung',
    unit: 'Millionen Euro',
    source: 'Forschungsministerium',
    start: [15, 120],
    decimals: 1,
  },
  medien: {
    title: 'Nutzung digitaler Angebote',
    unit: 'Millionen Zugriffe im Monat',
    source: 'Reichweitenmessung der Anbieter',
    start: [5, 60],
    decimals: 1,
  },
  kultur: {
    title: 'Besucherinnen und Besucher',
    unit: 'Tausend',
    source: 'Veranstalter',
    start: [10, 180],
    decimals: 0,
  },
  sport: {
    title: 'Zuschauer im Schnitt je Spiel',
    unit: 'Tausend',
    source: 'Liga, eigene Berechnung',
    start: [18, 60],
    decimals: 1,
  },
}

const SURVEY_ANSWERS = ['sehr wichtig', 'eher wichtig', 'weniger wichtig', 'gar nicht wichtig']

const round = (value: number, decimals: 0 | 1) =>
  Math.round(value * 10 ** decimals) / 10 ** decimals

function trendChart(subject: ReportSubject, random: Random, lastYear: number): StoredChart {
  const template = TRENDS[subject.ressort]
  const firstYear = lastYear - 4
  let value = template.start[0] + random.next() * (template.start[1] - template.start[0])
  // A direction for the whole span with some noise, so the chart has a story to tell.
  const drift = (random.next() - 0.35) * 0.16
  const bars = Array.from({ length: 5 }, (_, index) => {
    if (index > 0) value *= 1 + drift + (random.next() - 0.5) * 0.08
    return { label: String(firstYear + index), value: round(value, template.decimals) }
  })
  const title = `${template.title} ${firstYear} bis ${lastYear}`
  return {
    kind: 'chart',
    title,
    unit: template.unit,
    source: template.source,
    bars,
    caption: `${title}, Angaben in ${template.unit}.`,
    credit: 'Grafik: Agenda',
    alt: chartAlt(title, bars, template.unit),
  }
}

function surveyChart(random: Random): StoredChart {
  const weights = SURVEY_ANSWERS.map((_, index) => random.int(10, 40) / (1 + index * 0.4))
  const total = weights.reduce((sum, weight) => sum + weight, 0)
  const shares = weights.map((weight) => Math.round((weight / total) * 100))
  // Rounded shares must still add up to 100.
  shares[0] = (shares[0] ?? 0) + 100 - shares.reduce((sum, share) => sum + share, 0)
  const bars = SURVEY_ANSWERS.map((label, index) => ({ label, value: shares[index] ?? 0 }))
  const title = 'Umfrage: Wie wichtig ist Ihnen das Thema?'
  const unit = 'Prozent der Befragten'
  return {
    kind: 'chart',
    title,
    unit,
    source: `Repräsentative Umfrage, ${formatChartNumber(random.int(10, 25) * 100)} Befragte`,
    bars,
    caption: `${title} Angaben in ${unit}.`,
    credit: 'Grafik: Agenda',
    alt: chartAlt(title, bars, unit),
  }
}

const numberFormat = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 })

/** A German number as the charts print it: „12,5“, „1.200“. */
export const formatChartNumber = (value: number) => numberFormat.format(value)

function chartAlt(title: string, bars: StoredChart['bars'], unit: string): string {
  const values = bars.map((bar) => `${bar.label}: ${formatChartNumber(bar.value)}`).join(', ')
  return `Balkendiagramm „${title.replace(/[?.]$/, '')}“ in ${unit}. ${values}.`
}

/** One or two charts: the trend of the entry's ressort, sometimes a survey beside it. */
export function chartsFor(subject: ReportSubject, random: Random, year: number): StoredChart[] {
  const charts = [trendChart(subject, random, year)]
  if (random.chance(0.5)) charts.push(surveyChart(random))
  return charts
}
