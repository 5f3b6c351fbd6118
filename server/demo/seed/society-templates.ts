// Templates of panorama, science and media entries: courts, police, city festivals, lectures,
// studies, broadcasters and media prizes.
import { atPlace } from './german-grammar'
import { anyCity, stateSeat, venueNamed, venuesMatching } from './locations'
import { STATE_PLACES } from './places'
import { at, WEEKEND, WORKDAYS, type EventTemplate } from './template-types'

const TRIALS = [
  ['Mordprozess', 'den gewaltsamen Tod eines 54-Jährigen'],
  ['Betrugsprozess', 'mutmaßlichen Anlagebetrug mit Kryptowährungen'],
  ['Prozess', 'einen Überfall auf einen Geldtransporter'],
  ['Prozess', 'illegale Autorennen in der Innenstadt'],
  ['Prozess', 'eine Brandserie in mehreren Ortsteilen'],
  ['Prozess', 'Cum-Ex-Geschäfte einer Privatbank'],
] as const

const FESTIVALS = ['Stadtfest', 'Altstadtfest', 'Weinfest', 'Hafenfest', 'Lichterfest']

const STUDY_TOPICS = [
  'den Folgen des Klimawandels für die Wälder',
  'Einsamkeit bei jungen Erwachsenen',
  'künstlicher Intelligenz in der Medizin',
  'dem Rückgang der Insekten',
  'Long Covid',
  'der Mediennutzung von Kindern',
  'Mikroplastik in Flüssen',
  'der Sicherheit von Batteriespeichern',
]

const BROADCASTERS = [
  'ARD',
  'ZDF',
  'BR',
  'NDR',
  'WDR',
  'MDR',
  'SWR',
  'HR',
  'RBB',
  'Deutschlandradio',
]

const UNIVERSITY_CITIES = STATE_PLACES.flatMap((state) =>
  state.cities.flatMap(({ university, ...city }) =>
    university ? [{ state, city: { ...city, university }, university }] : [],
  ),
)

export const SOCIETY_TEMPLATES: EventTemplate[] = [
  {
    weight: 4,
    weekdays: WORKDAYS,
    build(random) {
      const place = anyCity(random)
      const [kind, subject] = random.pick(TRIALS)
      return {
        title: `${kind} am Landgericht ${place.city.name}`,
        teaser: `Verhandelt wird über ${subject}.`,
        description: `Die Anklage wirft den Beschuldigten ${subject} vor. Für den Prozess sind mehrere Verhandlungstage angesetzt.`,
        place: {
          ...place,
          venue: { name: `Landgericht ${place.city.name}`, gender: 'n', street: null },
        },
        ressorts: ['panorama'],
        start: random.pick([at(9), at(9, 30), at(10)]),
        duration: 360,
        genre: 'news',
      }
    },
  },
  {
    weight: 1,
    weekdays: WORKDAYS,
    build(random) {
      const state = random.pick(STATE_PLACES)
      return {
        title: 'Vorstellung der Polizeilichen Kriminalstatistik',
        teaser: 'Das Innenministerium stellt die Entwicklung der Kriminalität im Land vor.',
        description:
          'Im Fokus stehen Gewalt- und Internetkriminalität sowie Wohnungseinbrüche. Anschließend Fragen der Presse.',
        place: stateSeat(state, { name: 'Innenministerium', gender: 'n', street: null }),
        ressorts: ['panorama', 'politik'],
        start: at(10),
        duration: 60,
        genre: 'news',
      }
    },
  },
  {
    weight: 2,
    weekdays: [5, 6],
    build(random) {
      const place = anyCity(random)
      const festival = random.pick(FESTIVALS)
      return {
        title: `${festival} in ${place.city.name}`,
        teaser: `Musik, Märkte und Programm für Familien: ${place.city.name} feiert sein ${festival}.`,
        description: `Die Veranstalter erwarten über das Wochenende Zehntausende Besucherinnen und Besucher. Straßensperrungen in der Innenstadt.`,
        place,
        ressorts: ['panorama'],
        start: null,
        duration: random.int(2, 3),
        genre: 'photo',
      }
    },
  },
  {
    weight: 3,
    weekdays: WORKDAYS,
    build(random) {
      const { state, city, university } = random.pick(UNIVERSITY_CITIES)
      const topic = random.pick(STUDY_TOPICS)
      return {
        title: `Studie zu ${topic}`,
        teaser: `Forschende ${atPlace(university)} stellen neue Ergebnisse zu ${topic} vor.`,
        description: `Die Studie erscheint in einer Fachzeitschrift; die Autorinnen und Autoren stehen für Interviews bereit.`,
        place: { state, city, venue: { ...university, street: null } },
        ressorts: ['wissenschaft'],
        start: at(11),
        duration: 60,
        genre: 'analysis',
      }
    },
  },
  {
    weight: 2,
    weekdays: [1, 2, 3, 4],
    build(random) {
      const { state, city, university } = random.pick(UNIVERSITY_CITIES)
      const topic = random.pick(STUDY_TOPICS)
      return {
        title: `Öffentlicher Vortrag: Was wir über ${topic.replace(/^dem |^der |^den /, '')} wissen`,
        teaser: `Ringvorlesung ${atPlace(university)}.`,
        description: `Der Vortrag richtet sich an ein breites Publikum; Eintritt frei.`,
        place: { state, city, venue: { ...university, street: null } },
        ressorts: ['wissenschaft'],
        start: at(18, 15),
        duration: 90,
        genre: 'preview',
      }
    },
  },
  {
    weight: 1,
    weekdays: WORKDAYS,
    build() {
      return {
        title: 'Forschungsschiff kehrt von Expedition in die Arktis zurück',
        teaser: 'Das Alfred-Wegener-Institut empfängt die Besatzung in Bremerhaven.',
        description:
          'Die Forschenden haben Eisdicke, Meerestemperaturen und Plankton untersucht. Fototermin am Kai.',
        place: venueNamed('Alfred-Wegener-Institut'),
        ressorts: ['wissenschaft'],
        start: at(9),
        duration: 120,
        genre: 'photo',
      }
    },
  },
  {
    weight: 2,
    weekdays: WORKDAYS,
    build(random) {
      const broadcaster = random.pick(BROADCASTERS)
      const place = anyCity(random)
      return {
        title: `Pressekonferenz: ${broadcaster} stellt neues Programm vor`,
        teaser: `Neue Serien, Dokumentationen und Digitalangebote des ${broadcaster}.`,
        description: `Die Intendanz und die Programmdirektion beantworten Fragen zur Reform der öffentlich-rechtlichen Angebote.`,
        place: {
          ...place,
          venue: { name: `Funkhaus ${place.city.name}`, gender: 'n', street: null },
        },
        ressorts: ['medien'],
        start: at(11),
        duration: 90,
        genre: 'news',
      }
    },
  },
  {
    weight: 1,
    weekdays: [4, 5, 6],
    build(random) {
      const place = random.pick(venuesMatching(/Theater|Tonhalle|Kongress|Kulturpalast|Glocke/))
      const prize = random.pick([
        'Journalistenpreis',
        'Hörfunkpreis',
        'Preis für Lokaljournalismus',
      ])
      return {
        title: `Verleihung: ${prize} ${place.state.state === 'nw' ? 'NRW' : place.city.name}`,
        teaser: `Ausgezeichnet werden Recherchen und Reportagen des vergangenen Jahres.`,
        description: `Festakt mit Laudationes; die Preisträgerinnen und Preisträger stehen nach der Verleihung für Fragen bereit.`,
        place,
        ressorts: ['medien'],
        start: at(19),
        duration: 150,
        genre: 'photo',
      }
    },
  },
  {
    weight: 1,
    weekdays: WEEKEND,
    build(random) {
      const place = anyCity(random)
      return {
        title: `Tag der offenen Tür bei der Feuerwehr ${place.city.name}`,
        teaser: 'Vorführungen, Fahrzeugschau und Mitmachaktionen für Kinder.',
        description: 'Die Berufsfeuerwehr zeigt Einsatztechnik und wirbt um Nachwuchs.',
        place: {
          ...place,
          venue: { name: `Hauptfeuerwache ${place.city.name}`, gender: 'f', street: null },
        },
        ressorts: ['panorama'],
        start: at(10),
        duration: 420,
        genre: 'photo',
      }
    },
  },
]
