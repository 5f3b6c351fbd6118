// The full text of a demo news item: three to five paragraphs per genre, built from the entry's
// teaser, description, place and day. Paragraphs are separated by a blank line; no markup.
import type { Genre } from '../../../domain/labels/genres'
import type { StoredChart } from '../../db/schema/events'
import { formatChartNumber, type PhotoSet } from './news-pictures'
import type { Random } from './random'
import { capitalized, numberWord, type ReportSubject } from './report-wording'

export interface ReportMaterial {
  photos?: PhotoSet
  charts?: StoredChart[]
}

type Paragraphs = (subject: ReportSubject, random: Random, material: ReportMaterial) => string[]

const dateline = (subject: ReportSubject) => (subject.city ? `${subject.city} (Agenda) – ` : '')

/** Ressorts whose entries draw demands from associations. */
const DEBATED = new Set<ReportSubject['ressort']>([
  'politik',
  'wirtschaft',
  'wissenschaft',
  'medien',
])

/** How it went, by kind: what a report says happened on the day. */
function course(subject: ReportSubject, random: Random): string {
  switch (subject.kind) {
    case 'event':
      return random.pick([
        `Nach Angaben der Veranstalter verfolgten rund ${random.int(8, 120) * 10} Menschen den Termin vor Ort und im Livestream.`,
        'Der Termin verlief ohne Zwischenfälle. Zahlreiche Gäste nutzten die Gelegenheit zu Gesprächen am Rande.',
        ...(DEBATED.has(subject.ressort)
          ? [
              'Die Beteiligten zeigten sich im Anschluss zufrieden mit dem Verlauf. Kritik kam vor allem von Verbänden, die mehr Tempo forderten.',
            ]
          : []),
      ])
    case 'topic':
      return 'Das Thema beschäftigte über mehrere Tage Öffentlichkeit, Fachleute und Politik; die Agenda hat laufend berichtet.'
    case 'anniversary':
      return 'Zahlreiche Gedenkveranstaltungen erinnerten an das Ereignis. Zeitzeuginnen und Zeitzeugen schilderten, wie sie die damaligen Tage erlebt haben.'
    case 'actionday':
      return 'Verbände, Initiativen und Behörden nutzten den Tag, um auf ihr Anliegen aufmerksam zu machen. In vielen Städten gab es Informationsstände und Diskussionsrunden.'
  }
}

/** What comes next, by kind. */
function outlook(subject: ReportSubject, random: Random): string {
  switch (subject.kind) {
    case 'event':
    case 'topic':
      return random.pick([
        'Die Beteiligten zogen eine erste Bilanz; weitere Einzelheiten sollen in den kommenden Tagen folgen.',
        'Wie es weitergeht, soll in den kommenden Wochen entschieden werden. Die Agenda berichtet weiter.',
      ])
    case 'anniversary':
      return 'Zum Jahrestag hat die Agenda eine Chronologie, Archivbilder und Stimmen von Zeitzeugen zusammengestellt.'
    case 'actionday':
      return 'Die Veranstalter kündigten an, ihre Arbeit auch nach dem Aktionstag fortzusetzen. Die Agenda berichtet weiter.'
  }
}

/** The entry's description, which was written before it happened, when it adds to the teaser. */
const description = (subject: ReportSubject) =>
  subject.description ? [`Aus der Ankündigung: ${subject.description}`] : []

const INTERVIEWEES = [
  'Miriam Schulz, Sprecherin des Veranstalters',
  'Jonas Weber, Sprecher des Veranstalters',
  'Prof. Sabine Lehmann, Politikwissenschaftlerin',
  'Tobias Hoffmann, Geschäftsführer eines Branchenverbands',
  'Leonie Wagner, Beobachterin für einen Sozialverband',
]

const REPORTERS = ['Anna Becker', 'Felix Krüger', 'Nora Scholz', 'Jan Peters']

const CLAIMS: ((random: Random) => string)[] = [
  () =>
    'Behauptung: Das Interesse an dem Thema sei so groß wie nie. Bewertung: nicht belegt. Vergleichbare Zahlen aus früheren Jahren liegen nur unvollständig vor.',
  (random) =>
    `Behauptung: Mehr als die Hälfte der Menschen in Deutschland unterstütze das Anliegen. Bewertung: richtig. Eine repräsentative Umfrage aus diesem Jahr kommt auf ${random.int(52, 64)} Prozent.`,
  (random) =>
    `Behauptung: Die Kosten hätten sich seit dem vergangenen Jahr verdoppelt. Bewertung: übertrieben. Nach den verfügbaren Daten sind sie um etwa ${random.int(8, 35)} Prozent gestiegen.`,
  () =>
    'Behauptung: Andere Länder seien hier deutlich weiter. Bewertung: teilweise richtig. Einige Nachbarländer haben früher begonnen, bei den Ergebnissen liegt Deutschland aber im Mittelfeld.',
]

const isYear = (label: string) => /^\d{4}$/.test(label)

/** What a chart shows in a sentence: the change over its years, or a survey's answers. */
function chartSentence(chart: StoredChart): string {
  const [first, last] = [chart.bars[0], chart.bars[chart.bars.length - 1]]
  const byValue = [...chart.bars].sort((a, b) => b.value - a.value)
  const [highest, lowest] = [byValue[0], byValue[byValue.length - 1]]
  if (!first || !last || !highest || !lowest) return `${chart.title}.`
  const number = formatChartNumber
  if (!isYear(first.label) || first.value === 0) {
    const question = chart.title.replace(/^Umfrage: /, '')
    return `Auf die Frage „${question}“ antworteten die meisten Befragten mit „${highest.label}“ (${number(highest.value)} Prozent), die wenigsten mit „${lowest.label}“ (${number(lowest.value)} Prozent).`
  }
  const subject = chart.title.replace(/ \d{4} bis \d{4}$/, '')
  const change = Math.round(((last.value - first.value) / first.value) * 100)
  const span = `von ${number(first.value)} auf ${number(last.value)} ${chart.unit}`
  const trend =
    Math.abs(change) < 2
      ? `blieb der Wert nahezu gleich (${span})`
      : `${change > 0 ? 'stieg' : 'sank'} der Wert um ${Math.abs(change)} Prozent, ${span}`
  const peak =
    highest !== first && highest !== last
      ? ` Am höchsten lag er ${highest.label} mit ${number(highest.value)}.`
      : ''
  return `${subject}: Von ${first.label} bis ${last.label} ${trend}.${peak}`
}

const news: Paragraphs = (subject, random) => [
  `${dateline(subject)}${subject.teaser}`,
  ...description(subject),
  course(subject, random),
  outlook(subject, random),
]

const BODIES: Partial<Record<Genre, Paragraphs>> = {
  news,
  summary: (subject, random) => [
    `${dateline(subject)}Der Überblick fasst die wichtigsten Ergebnisse und Stimmen ${subject.noun.to} ${subject.quoted} zusammen.`,
    subject.teaser,
    ...description(subject),
    `Im Mittelpunkt standen Fragen zu ${subject.focus.dative}. Die Einschätzungen der Beteiligten gingen dabei zum Teil deutlich auseinander.`,
    outlook(subject, random),
  ],
  interview: (subject, random) => [
    `Im Gespräch mit der Agenda ordnet ${random.pick(INTERVIEWEES)}, ${subject.noun.accusative} ${subject.quoted} ein.`,
    `Wie fällt Ihre Bilanz aus? – ${random.pick([
      '„Insgesamt positiv. Die Diskussion war sachlich, und viele offene Fragen konnten geklärt werden.“',
      '„Gemischt. Es gab gute Ansätze, aber bei der Umsetzung bleibt noch viel zu tun.“',
    ])}`,
    `Worüber wurde am meisten gesprochen? – „Über ${subject.focus.accusative}. Da liegen die eigentlichen Aufgaben, und da braucht es Antworten.“`,
    `Wie geht es jetzt weiter? – ${random.pick([
      '„Jetzt kommt es auf die Umsetzung an. Wir werden genau hinschauen, ob die Zusagen eingehalten werden.“',
      '„Die nächsten Wochen werden zeigen, ob aus den Ankündigungen Taten folgen.“',
    ])}`,
    ...(random.chance(0.6) ? [`Das Gespräch führte ${random.pick(REPORTERS)}.`] : []),
  ],
  analysis: (subject) => [
    `Was bleibt ${subject.noun.from} ${subject.quoted}? ${subject.teaser}`,
    `Auf den ersten Blick hat sich wenig verändert. Wer genauer hinsieht, erkennt jedoch Verschiebungen: Bei ${subject.focus.dative} ist Bewegung in die Debatte gekommen.`,
    `${subject.city ? `Für die Region um ${subject.city}` : 'Für viele Regionen'} sind die Folgen greifbar. ${subject.concerned} müssen sich auf veränderte Bedingungen einstellen; manche sehen darin eine Chance, andere vor allem zusätzlichen Aufwand.`,
    analysisVerdict(subject),
  ],
  photo: (subject, _random, { photos }) => {
    const count = photos?.pictures.length ?? 1
    const photographer = photos?.photographer ?? 'Agenda'
    return [
      `Die Bildauswahl zeigt Szenen ${subject.noun.from} ${subject.quoted}${subject.where} ${subject.when}.`,
      subject.teaser,
      count === 1
        ? `Das Foto ist frei zur redaktionellen Nutzung im Zusammenhang mit der Berichterstattung über ${subject.noun.accusative}.`
        : `Die ${numberWord(count)} Fotos sind frei zur redaktionellen Nutzung im Zusammenhang mit der Berichterstattung über ${subject.noun.accusative}.`,
      `Bitte nennen Sie als Quelle „Foto: Agenda/${photographer}“. Weitere Motive bietet der Bilderdienst auf Anfrage an.`,
    ]
  },
  video: (subject, random) => [
    `Schnittbilder und O-Töne ${subject.noun.from} ${subject.quoted}${subject.where}, Länge etwa 1:${random.int(10, 59)} Minuten.`,
    subject.teaser,
    'Inhalt: Außenansicht und Totale, Halbtotalen der Beteiligten, Detailaufnahmen sowie zwei O-Töne.',
    'Das Material ist ohne Musik und Sprechertext geschnitten und kann frei vertont werden.',
  ],
  infographic: (subject, _random, { charts = [] }) => [
    `Die Grafik zeigt die wichtigsten Zahlen ${subject.noun.to} ${subject.quoted} im Überblick.`,
    ...charts.map(chartSentence),
    subject.teaser,
    `Quelle der Zahlen: ${charts.map((chart) => chart.source).join('; ') || 'Agenda'}. Die Grafik kann frei zur Berichterstattung genutzt werden.`,
  ],
  audio: (subject, random) => [
    `O-Töne für den Hörfunk ${subject.noun.from} ${subject.quoted}${subject.where}, sendefertig geschnitten.`,
    subject.teaser,
    `Enthalten sind ${numberWord(random.int(2, 4))} O-Töne von zusammen etwa ${random.int(4, 11) * 10} Sekunden Länge sowie Atmo vom Ort des Geschehens.`,
    'Die Töne sind frei zur Verwendung in Nachrichten- und Magazinsendungen.',
  ],
  factcheck: (subject, random) => [
    `Rund um ${subject.noun.accusative} ${subject.quoted} sind mehrere Aussagen gefallen, die wir geprüft haben.`,
    ...random.sample(CLAIMS, random.int(2, 3)).map((claim) => claim(random)),
    'Für die Prüfung haben wir öffentliche Statistiken, Studien und Auskünfte der zuständigen Stellen ausgewertet.',
  ],
}

function analysisVerdict(subject: ReportSubject): string {
  switch (subject.kind) {
    case 'event':
      return `Fazit: ${capitalized(subject.noun.nominative)} war kein Wendepunkt, aber ein Zwischenschritt, an dem sich die nächsten Monate messen lassen müssen.`
    case 'topic':
      return 'Fazit: Die Debatte ist längst nicht abgeschlossen; die nächsten Monate werden zeigen, welche Ankündigungen Bestand haben.'
    case 'anniversary':
      return 'Fazit: Der Blick zurück zeigt, wie sehr die damaligen Ereignisse bis heute nachwirken.'
    case 'actionday':
      return 'Fazit: Ein Aktionstag allein ändert wenig; er lenkt aber den Blick auf Fragen, die das ganze Jahr über offen bleiben.'
  }
}

/** The paragraphs of a report of this genre, joined by blank lines. */
export function reportBody(
  genre: Genre,
  subject: ReportSubject,
  random: Random,
  material: ReportMaterial = {},
): string {
  const paragraphs = (BODIES[genre] ?? news)(subject, random, material)
  return paragraphs.join('\n\n')
}
