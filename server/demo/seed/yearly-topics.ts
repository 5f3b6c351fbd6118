// Topics that span several days and return every year: fairs, festivals, carnival, the
// Bundesliga matchdays. Dates follow each event's real rule of thumb.
import type { Ressort } from '../../../domain/labels/ressorts'
import { addDays, dayKey } from '../../../domain/berlin-time'
import { cityNamed, venueNamed, type Place } from './locations'
import { easterSunday, weekdayOnOrAfter } from './movable-days'

export interface YearlyTopic {
  slug: string
  title: string
  teaser: string
  place: Place
  ressorts: Ressort[]
  /** The first Berlin calendar day, 'YYYY-MM-DD'. */
  first: string
  days: number
  isTop?: boolean
}

const FRIDAY = 5
const THURSDAY = 4
const WEDNESDAY = 3
const MONDAY = 1
const SATURDAY = 6

export function yearlyTopics(year: number): YearlyTopic[] {
  const easter = easterSunday(year)
  const oktoberfestStart = weekdayOnOrAfter(year, 9, 16, SATURDAY)
  return [
    {
      slug: 'gruene-woche',
      title: 'Internationale Grüne Woche Berlin',
      teaser: 'Weltgrößte Messe für Ernährung, Landwirtschaft und Gartenbau.',
      place: venueNamed('Messe Berlin'),
      ressorts: ['wirtschaft'],
      first: weekdayOnOrAfter(year, 1, 16, FRIDAY),
      days: 10,
    },
    {
      slug: 'karneval',
      title: 'Straßenkarneval: von Weiberfastnacht bis Aschermittwoch',
      teaser: 'Höhepunkt der Session sind die Rosenmontagszüge in Köln, Düsseldorf und Mainz.',
      place: cityNamed('Köln'),
      ressorts: ['panorama'],
      first: addDays(easter, -52),
      days: 7,
      isTop: true,
    },
    {
      slug: 'berlinale',
      title: 'Internationale Filmfestspiele Berlin (Berlinale)',
      teaser: 'Wettbewerb um den Goldenen und die Silbernen Bären.',
      place: cityNamed('Berlin'),
      ressorts: ['kultur'],
      first: weekdayOnOrAfter(year, 2, 12, THURSDAY),
      days: 11,
      isTop: true,
    },
    {
      slug: 'leipziger-buchmesse',
      title: 'Leipziger Buchmesse',
      teaser: 'Frühjahrsmesse der Buchbranche mit dem Lesefest „Leipzig liest“.',
      place: venueNamed('Leipziger Messe'),
      ressorts: ['kultur'],
      first: weekdayOnOrAfter(year, 3, 19, THURSDAY),
      days: 4,
    },
    {
      slug: 'hannover-messe',
      title: 'Hannover Messe',
      teaser: 'Industriemesse mit Schwerpunkt Automatisierung und Energie.',
      place: venueNamed('Messegelände Hannover'),
      ressorts: ['wirtschaft'],
      first: weekdayOnOrAfter(year, 4, 20, MONDAY),
      days: 5,
    },
    {
      slug: 'kieler-woche',
      title: 'Kieler Woche',
      teaser: 'Größtes Segelsportereignis der Welt und Volksfest an der Förde.',
      place: cityNamed('Kiel'),
      ressorts: ['sport', 'panorama'],
      first: weekdayOnOrAfter(year, 6, 20, SATURDAY),
      days: 9,
    },
    {
      slug: 'bayreuther-festspiele',
      title: 'Bayreuther Festspiele',
      teaser: 'Richard-Wagner-Festspiele auf dem Grünen Hügel.',
      place: venueNamed('Bayreuther Festspielhaus'),
      ressorts: ['kultur'],
      first: dayKey(year, 7, 25),
      days: 34,
    },
    {
      slug: 'gamescom',
      title: 'Gamescom in Köln',
      teaser: 'Größte Messe für Computer- und Videospiele.',
      place: venueNamed('Koelnmesse'),
      ressorts: ['medien', 'wirtschaft'],
      first: weekdayOnOrAfter(year, 8, 20, WEDNESDAY),
      days: 5,
    },
    {
      slug: 'ifa',
      title: 'IFA Berlin',
      teaser: 'Internationale Funkausstellung für Unterhaltungselektronik.',
      place: venueNamed('Messe Berlin'),
      ressorts: ['wirtschaft', 'medien'],
      first: weekdayOnOrAfter(year, 9, 3, FRIDAY),
      days: 5,
    },
    {
      slug: 'oktoberfest',
      title: 'Oktoberfest in München',
      teaser: 'Das 16-tägige Volksfest auf der Theresienwiese.',
      place: cityNamed('München'),
      ressorts: ['panorama'],
      first: oktoberfestStart,
      days: 16,
      isTop: true,
    },
    {
      slug: 'frankfurter-buchmesse',
      title: 'Frankfurter Buchmesse',
      teaser:
        'Größte Buchmesse der Welt; Verleihung des Friedenspreises des Deutschen Buchhandels.',
      place: venueNamed('Messe Frankfurt'),
      ressorts: ['kultur', 'medien'],
      first: weekdayOnOrAfter(year, 10, 14, WEDNESDAY),
      days: 5,
      isTop: true,
    },
    {
      slug: 'medientage',
      title: 'Medientage München',
      teaser: 'Branchentreffen zu Rundfunk, Plattformen und Journalismus.',
      place: venueNamed('Messe München'),
      ressorts: ['medien'],
      first: weekdayOnOrAfter(year, 10, 21, WEDNESDAY),
      days: 3,
    },
    {
      slug: 'haushaltswoche',
      title: 'Haushaltswoche im Bundestag',
      teaser: 'Abschließende Beratungen über den Bundeshaushalt mit Generaldebatte.',
      place: venueNamed('Reichstagsgebäude'),
      ressorts: ['politik'],
      first: weekdayOnOrAfter(year, 11, 24, 2),
      days: 4,
      isTop: true,
    },
    {
      slug: 'weihnachtsmaerkte',
      title: 'Weihnachtsmärkte in ganz Deutschland',
      teaser: 'Von Nürnberg bis Dresden öffnen die Weihnachtsmärkte.',
      place: cityNamed('Dresden'),
      ressorts: ['panorama'],
      first: dayKey(year, 11, 26),
      days: 28,
    },
  ]
}

// Month and day, 'MM-DD', compare as text.
const monthDay = (day: string) => day.slice(5)

const inWinterBreak = (day: string) => monthDay(day) >= '12-22' || monthDay(day) <= '01-08'

/** Bundesliga season: late August to mid-May, without the winter break. */
export const inBundesligaSeason = (day: string) =>
  !inWinterBreak(day) && !(monthDay(day) >= '05-21' && monthDay(day) <= '08-21')

/** Bundesliga matchdays of the season starting in `year`: Friday to Sunday, winter break out. */
export function bundesligaMatchdays(year: number): { number: number; first: string }[] {
  const matchdays = []
  let friday = weekdayOnOrAfter(year, 8, 22, FRIDAY)
  while (matchdays.length < 34) {
    if (!inWinterBreak(friday)) matchdays.push({ number: matchdays.length + 1, first: friday })
    friday = addDays(friday, 7)
  }
  return matchdays
}
