// The fixed part of the demo agenda inside the window: action days, round anniversaries,
// multi-day topics and Bundesliga matchdays. Their ids name the fact and the year.
import { addDays, dayKey } from '../../../domain/berlin-time'
import { ACTION_DAYS, HISTORICAL_EVENTS } from './calendar-facts'
import { slugify, type PlannedEntry } from './planned-entry'
import { bundesligaMatchdays, yearlyTopics } from './yearly-topics'

/** An anniversary counts when it is round: every fifth year, from the tenth on. */
const isRound = (years: number) => years >= 10 && years % 5 === 0

const germanDate = (date: { year: number; month: number; day: number }) =>
  `${date.day}.${date.month}.${date.year}`

/** The entries touching the Berlin days `first` to `last` ('YYYY-MM-DD', both included). */
export function calendarEntries(first: string, last: string): PlannedEntry[] {
  const entries: PlannedEntry[] = []
  // Day keys compare as text.
  const inWindow = (day: string, days = 1) => addDays(day, days - 1) >= first && day <= last

  for (let year = Number(first.slice(0, 4)) - 1; year <= Number(last.slice(0, 4)); year++) {
    for (const action of ACTION_DAYS) {
      const day = dayKey(year, action.month, action.day)
      if (!inWindow(day)) continue
      entries.push({
        id: `actionday-${year}-${slugify(action.title)}`,
        kind: 'actionday',
        day,
        isTop: action.title === 'Tag der Deutschen Einheit',
        draft: {
          title: action.title,
          teaser: action.teaser,
          description: `${action.teaser} Hintergründe, Zahlen und Termine rund um den ${action.title}.`,
          place: null,
          ressorts: [action.ressort],
          start: null,
          duration: 1,
          genre: 'preview',
          services: ['tmn'],
        },
      })
    }
    for (const event of HISTORICAL_EVENTS) {
      const years = year - event.year
      const day = dayKey(year, event.month, event.day)
      if (!isRound(years) || !inWindow(day)) continue
      entries.push({
        id: `anniversary-${year}-${slugify(event.title)}`,
        kind: 'anniversary',
        day,
        isTop: years % 25 === 0,
        draft: {
          title: `Vor ${years} Jahren: ${event.title}`,
          teaser: `Am ${germanDate(event)}: ${event.title}.`,
          description: `Jahrestag: ${event.title} (${germanDate(event)}). Chronologie, Archivbilder und Stimmen von Zeitzeugen.`,
          place: null,
          ressorts: [event.ressort],
          start: null,
          duration: 1,
          genre: 'chronology',
          services: ['tmn'],
        },
      })
    }
    for (const topic of yearlyTopics(year)) {
      if (!inWindow(topic.first, topic.days)) continue
      entries.push({
        id: `topic-${year}-${topic.slug}`,
        kind: 'topic',
        day: topic.first,
        isTop: topic.isTop ?? false,
        draft: {
          title: topic.title,
          teaser: topic.teaser,
          description: `${topic.teaser} Laufende Berichterstattung an allen ${topic.days} Tagen.`,
          place: topic.place,
          ressorts: topic.ressorts,
          start: null,
          duration: topic.days,
          genre: 'preview',
          services: ['tmn'],
        },
      })
    }
    for (const matchday of bundesligaMatchdays(year)) {
      if (!inWindow(matchday.first, 3)) continue
      const season = `${year}/${String(year + 1).slice(2)}`
      entries.push({
        id: `topic-bundesliga-${year}-${matchday.number}`,
        kind: 'topic',
        day: matchday.first,
        draft: {
          title: `Fußball-Bundesliga, ${matchday.number}. Spieltag`,
          teaser: `Die Partien des ${matchday.number}. Spieltags der Saison ${season} von Freitag bis Sonntag.`,
          description: 'Ergebnisse, Tabelle, Stimmen und Bilder aus allen Stadien.',
          place: null,
          ressorts: ['sport'],
          start: null,
          duration: 3,
          genre: 'summary',
          services: ['bdt'],
        },
      })
    }
  }
  return entries
}
