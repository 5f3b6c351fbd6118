// Templates of business entries: company results, annual meetings, statistics, collective
// bargaining, and openings across the country.
import { cityNamed, anyCity, venueNamed, type Place } from './locations'
import { at, WORKDAYS, type EventTemplate } from './template-types'

const COMPANIES: [string, string][] = [
  ['Siemens', 'München'],
  ['BMW', 'München'],
  ['Allianz', 'München'],
  ['Mercedes-Benz Group', 'Stuttgart'],
  ['Porsche', 'Stuttgart'],
  ['EnBW', 'Karlsruhe'],
  ['Volkswagen', 'Wolfsburg'],
  ['Continental', 'Hannover'],
  ['TUI', 'Hannover'],
  ['BASF', 'Ludwigshafen am Rhein'],
  ['Deutsche Bank', 'Frankfurt am Main'],
  ['Commerzbank', 'Frankfurt am Main'],
  ['Fraport', 'Frankfurt am Main'],
  ['Deutsche Telekom', 'Bonn'],
  ['DHL Group', 'Bonn'],
  ['Henkel', 'Düsseldorf'],
  ['Rheinmetall', 'Düsseldorf'],
  ['Zalando', 'Berlin'],
  ['Deutsche Bahn', 'Berlin'],
  ['Hapag-Lloyd', 'Hamburg'],
  ['Beiersdorf', 'Hamburg'],
  ['Otto Group', 'Hamburg'],
  ['Carl Zeiss Meditec', 'Jena'],
  ['Jenoptik', 'Jena'],
  ['OHB', 'Bremen'],
]

const RELEASES: { title: string; teaser: string; venue: string; time: [number, number] }[] = [
  {
    title: 'Arbeitsmarktzahlen der Bundesagentur für Arbeit',
    teaser: 'Die Bundesagentur für Arbeit legt die monatliche Arbeitsmarktstatistik vor.',
    venue: 'Bundesagentur für Arbeit',
    time: [9, 55],
  },
  {
    title: 'Inflationsrate: vorläufige Zahlen des Statistischen Bundesamtes',
    teaser: 'Destatis veröffentlicht die Entwicklung der Verbraucherpreise.',
    venue: 'Statistisches Bundesamt',
    time: [14, 0],
  },
  {
    title: 'EZB-Zinsentscheid',
    teaser:
      'Der EZB-Rat entscheidet über die Leitzinsen im Euroraum; anschließend Pressekonferenz.',
    venue: 'Europäische Zentralbank',
    time: [14, 15],
  },
  {
    title: 'Kfz-Neuzulassungen des Kraftfahrt-Bundesamtes',
    teaser: 'Das Kraftfahrt-Bundesamt meldet die Neuzulassungen des Vormonats.',
    venue: 'Kraftfahrt-Bundesamt',
    time: [10, 0],
  },
]

const UNIONS: [string, string][] = [
  ['IG Metall', 'in der Metall- und Elektroindustrie'],
  ['Verdi', 'im öffentlichen Dienst der Länder'],
  ['IG BCE', 'in der Chemieindustrie'],
  ['EVG', 'bei der Deutschen Bahn'],
  ['NGG', 'in der Süßwarenindustrie'],
]

const PROJECTS = [
  'ein neues Rechenzentrum',
  'eine Batteriezellfabrik',
  'ein Logistikzentrum',
  'einen Elektrolyseur für grünen Wasserstoff',
  'ein Forschungszentrum',
  'eine Chipfabrik',
  'ein Umspannwerk',
]

function companySeat(name: string, city: string): Place {
  const place = cityNamed(city)
  return { ...place, venue: { name: `Konzernzentrale ${name}`, gender: 'f', street: null } }
}

export const ECONOMY_TEMPLATES: EventTemplate[] = [
  {
    weight: 5,
    weekdays: WORKDAYS,
    build(random) {
      const [company, city] = random.pick(COMPANIES)
      const period = random.pick(['Geschäftsjahr', 'erste Quartal', 'Halbjahr', 'dritte Quartal'])
      return {
        title: `Bilanzpressekonferenz ${company}`,
        teaser: `${company} legt Zahlen für das ${period} vor.`,
        description: `Der Vorstand von ${company} stellt Umsatz, Ergebnis und Ausblick vor. Die Pressekonferenz wird auch im Internet übertragen.`,
        place: companySeat(company, city),
        ressorts: ['wirtschaft'],
        start: random.pick([at(8), at(10), at(10, 30)]),
        duration: 90,
        genre: 'news',
      }
    },
  },
  {
    weight: 2,
    weekdays: WORKDAYS,
    build(random) {
      const [company, city] = random.pick(COMPANIES)
      return {
        title: `Hauptversammlung ${company}`,
        teaser: `Die Aktionärinnen und Aktionäre von ${company} stimmen über Dividende und Aufsichtsrat ab.`,
        description: `Ordentliche Hauptversammlung der ${company}; Reden des Vorstandsvorsitzes ab 10:30 Uhr.`,
        place: companySeat(company, city),
        ressorts: ['wirtschaft'],
        start: at(10),
        duration: 360,
        genre: 'news',
      }
    },
  },
  {
    weight: 3,
    weekdays: WORKDAYS,
    build(random) {
      const release = random.pick(RELEASES)
      const [hour, minute] = release.time
      return {
        title: release.title,
        teaser: release.teaser,
        description: `${release.teaser} Die Zahlen erscheinen mit Sperrfrist; Einordnung durch die Wirtschaftsredaktion.`,
        place: venueNamed(release.venue),
        ressorts: ['wirtschaft'],
        start: at(hour, minute),
        duration: 45,
        genre: 'news',
        services: ['bdt'],
      }
    },
  },
  {
    weight: 2,
    weekdays: WORKDAYS,
    build(random) {
      const [union, industry] = random.pick(UNIONS)
      const place = anyCity(random)
      const round = random.int(1, 4)
      return {
        title: `Tarifverhandlungen ${industry}: ${round}. Runde`,
        teaser: `${union} und Arbeitgeber verhandeln in ${place.city.name} über Löhne und Arbeitszeit.`,
        description: `Die ${union} fordert deutlich höhere Entgelte; Warnstreiks sind nicht ausgeschlossen. Statements vor Beginn der Verhandlungen.`,
        place: {
          ...place,
          venue: { name: `Tagungshotel in ${place.city.name}`, gender: 'n', street: null },
        },
        ressorts: ['wirtschaft', 'politik'],
        start: at(11),
        duration: 480,
        genre: 'news',
      }
    },
  },
  {
    weight: 3,
    weekdays: WORKDAYS,
    build(random) {
      const place = anyCity(random)
      const project = random.pick(PROJECTS)
      const occasion = random.pick(['Spatenstich', 'Richtfest', 'Eröffnung'])
      return {
        title: `${occasion} für ${project} in ${place.city.name}`,
        teaser: `Mit Gästen aus Politik und Wirtschaft wird in ${place.city.name} der ${occasion} für ${project} gefeiert.`,
        description: `Die Investition soll mehrere Hundert Arbeitsplätze in der Region ${place.city.area} sichern. Foto-Termin mit der Landesregierung.`,
        place: {
          ...place,
          venue: { name: `Gewerbegebiet ${place.city.name}`, gender: 'n', street: null },
        },
        ressorts: ['wirtschaft'],
        start: at(11),
        duration: 90,
        genre: 'photo',
      }
    },
  },
]
