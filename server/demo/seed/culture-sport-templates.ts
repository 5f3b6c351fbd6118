// Templates of culture and sports entries: premieres, exhibitions, concerts, readings,
// Bundesliga matches and press conferences, handball and city marathons.
import { weekdayOf } from '../../../domain/berlin-time'
import { anyCity, atVenue, inVenue, venueNamed, venuesMatching } from './locations'
import { at, type EventTemplate } from './template-types'
import { inBundesligaSeason } from './yearly-topics'

const PLAYS = [
  'Faust I',
  'Nathan der Weise',
  'Die Räuber',
  'Woyzeck',
  'Der zerbrochne Krug',
  'Maria Stuart',
  'Die Dreigroschenoper',
  'Emilia Galotti',
  'Die Zauberflöte',
  'Der Freischütz',
]
const EXHIBITIONS = [
  'Licht und Landschaft: Malerei der Romantik',
  'Bauhaus heute',
  'Die Hanse und die Welt',
  'Fotografie der Wendezeit',
  'Künstliche Intelligenz in der Kunst',
  'Expressionismus im Norden',
]
const AUTHORS = ['Juli Zeh', 'Daniel Kehlmann', 'Jenny Erpenbeck', 'Saša Stanišić', 'Clemens Meyer']

/** Bundesliga clubs and their home grounds (all in places.ts). */
export const CLUBS: [string, string][] = [
  ['FC Bayern München', 'Allianz Arena'],
  ['Borussia Dortmund', 'Signal Iduna Park'],
  ['SC Freiburg', 'Europa-Park Stadion'],
  ['FC Augsburg', 'WWK Arena'],
  ['VfL Wolfsburg', 'Volkswagen Arena'],
  ['SV Werder Bremen', 'Weserstadion'],
  ['1. FC Union Berlin', 'Stadion An der Alten Försterei'],
  ['1. FSV Mainz 05', 'Mewa Arena'],
  ['Eintracht Frankfurt', 'Deutsche Bank Park'],
  ['RB Leipzig', 'Red Bull Arena'],
  ['1. FC Köln', 'RheinEnergieStadion'],
  ['FC St. Pauli', 'Millerntor-Stadion'],
  ['Hamburger SV', 'Volksparkstadion'],
]

const THEATRES = venuesMatching(/Theater|Semperoper|Nationaltheater/)
const MUSEUMS = venuesMatching(/Museum|Barberini|Fridericianum|Kunstsammlungen|Hütte|ZKM/)
const CONCERT_HALLS = venuesMatching(
  /Elbphilharmonie|Gewandhaus|Tonhalle|Liederhalle|Glocke|Kulturpalast|Konzert|Meistersinger/,
)
const ARENAS = venuesMatching(/Arena|Westfalenhallen|Stadthalle/)

export const CULTURE_SPORT_TEMPLATES: EventTemplate[] = [
  {
    weight: 3,
    weekdays: [4, 5, 6],
    build(random) {
      const place = random.pick(THEATRES)
      const play = random.pick(PLAYS)
      return {
        title: `Premiere: „${play}“ ${atVenue(place)}`,
        teaser: `Neuinszenierung von „${play}“ in ${place.city.name}.`,
        description: `Die Inszenierung verlegt den Klassiker in die Gegenwart. Fotoprobe am Vortag nach Absprache.`,
        place,
        ressorts: ['kultur'],
        start: at(19, 30),
        duration: 180,
        genre: 'preview',
      }
    },
  },
  {
    weight: 3,
    weekdays: [2, 3, 4, 5],
    build(random) {
      const place = random.pick(MUSEUMS)
      const exhibition = random.pick(EXHIBITIONS)
      return {
        title: `Ausstellungseröffnung: „${exhibition}“`,
        teaser: `${place.venue?.name ?? place.city.name} zeigt „${exhibition}“.`,
        description: `Presserundgang mit der Kuratorin um 11 Uhr, Eröffnung am Abend. Die Schau ist bis ins kommende Jahr zu sehen.`,
        place,
        ressorts: ['kultur'],
        start: at(19),
        duration: 120,
        genre: 'photo',
      }
    },
  },
  {
    weight: 2,
    build(random) {
      const place = random.pick(CONCERT_HALLS)
      const work = random.pick([
        'Beethovens Neunte',
        'Mahlers Zweite',
        'Bachs Weihnachtsoratorium',
        'Brahms’ Requiem',
      ])
      return {
        title: `Konzert: ${work} in ${place.city.name}`,
        teaser: `Sinfoniekonzert mit ${work} ${inVenue(place)}.`,
        description: 'Ausverkauft; Restkarten an der Abendkasse. Live-Übertragung im Kulturradio.',
        place,
        ressorts: ['kultur'],
        start: at(20),
        duration: 120,
        genre: 'preview',
      }
    },
  },
  {
    weight: 2,
    build(random) {
      const place = random.chance(0.3) ? venueNamed('Literaturhaus München') : anyCity(random)
      const author = random.pick(AUTHORS)
      return {
        title: `Lesung: ${author} stellt neuen Roman vor`,
        teaser: `${author} liest in ${place.city.name} und spricht über das neue Buch.`,
        description: 'Moderiertes Gespräch mit anschließender Signierstunde.',
        place: place.venue
          ? place
          : {
              ...place,
              venue: { name: `Stadtbibliothek ${place.city.name}`, gender: 'f', street: null },
            },
        ressorts: ['kultur'],
        start: at(19, 30),
        duration: 90,
        genre: 'interview',
      }
    },
  },
  {
    weight: 4,
    weekdays: [0, 5, 6],
    happensOn: inBundesligaSeason,
    build(random, day) {
      const [home, stadium] = random.pick(CLUBS)
      const guest = random.pick(CLUBS.filter(([club]) => club !== home))[0]
      const weekday = weekdayOf(day)
      const start =
        weekday === 5
          ? at(20, 30)
          : weekday === 6
            ? random.pick([at(15, 30), at(18, 30)])
            : random.pick([at(15, 30), at(17, 30), at(19, 30)])
      return {
        title: `Fußball-Bundesliga: ${home} – ${guest}`,
        teaser: `${home} empfängt ${guest}.`,
        description: `Spielbericht, Stimmen und Bilder direkt nach Abpfiff. Pressekonferenz etwa 20 Minuten nach Spielende.`,
        place: venueNamed(stadium),
        ressorts: ['sport'],
        start,
        duration: 120,
        genre: 'news',
      }
    },
  },
  {
    weight: 2,
    weekdays: [4, 5],
    happensOn: inBundesligaSeason,
    build(random) {
      const [club, stadium] = random.pick(CLUBS)
      return {
        title: `Pressekonferenz ${club} vor dem Bundesliga-Spiel`,
        teaser: 'Der Cheftrainer äußert sich zur personellen Lage und zum nächsten Gegner.',
        description: 'Die Pressekonferenz wird auf den Kanälen des Vereins übertragen.',
        place: venueNamed(stadium),
        ressorts: ['sport'],
        start: at(13, 30),
        duration: 30,
        genre: 'news',
      }
    },
  },
  {
    weight: 2,
    weekdays: [0, 3, 4, 6],
    build(random) {
      const place = random.pick(ARENAS)
      return {
        title: `Handball-Bundesliga: Heimspiel in ${place.city.name}`,
        teaser: `Spitzenspiel ${inVenue(place)}.`,
        description: 'Ergebnis und Stimmen nach dem Spiel.',
        place,
        ressorts: ['sport'],
        start: at(19),
        duration: 120,
        genre: 'news',
      }
    },
  },
  {
    weight: 1,
    weekdays: [0],
    build(random) {
      const place = anyCity(random)
      return {
        title: `${place.city.name}-Marathon`,
        teaser: `Tausende Läuferinnen und Läufer gehen in ${place.city.name} an den Start.`,
        description:
          'Start und Ziel in der Innenstadt; zahlreiche Straßen sind bis zum Nachmittag gesperrt.',
        place,
        ressorts: ['sport', 'panorama'],
        start: at(9),
        duration: 360,
        genre: 'photo',
      }
    },
  },
]
