// Templates of political entries: parliaments, governments, parties, the federal level.
import { FEDERAL_STATE_LABELS } from '../../../domain/labels/federal-states'
import { anyCity, stateSeat, venueNamed, venuesMatching } from './locations'
import { STATE_PLACES } from './places'
import { at, WORKDAYS, type EventTemplate } from './template-types'

/** Subjects as a title label and as the object of „über …“. */
export const POLITICAL_SUBJECTS: [string, string][] = [
  ['Landeshaushalt 2027', 'den Landeshaushalt 2027'],
  ['Lehrkräftemangel', 'den Mangel an Lehrkräften'],
  ['Wohnungsbau', 'bezahlbaren Wohnraum'],
  ['Krankenhausreform', 'die Krankenhausreform'],
  ['Digitale Verwaltung', 'die Digitalisierung der Verwaltung'],
  ['Windenergie', 'den Ausbau der Windenergie'],
  ['Hochwasserschutz', 'den Hochwasserschutz'],
  ['Migration', 'Migration und Integration'],
  ['Innere Sicherheit', 'die innere Sicherheit'],
  ['Deutschlandticket', 'die Zukunft des Deutschlandtickets'],
  ['Kita-Ausbau', 'den Ausbau der Kitaplätze'],
  ['Landwirtschaft', 'die Zukunft der Landwirtschaft'],
  ['Kommunalfinanzen', 'die Finanzen der Kommunen'],
  ['Waldbrandschutz', 'den Schutz vor Waldbränden'],
  ['Wärmewende', 'die Wärmewende'],
]

/** What only a state parliament or government decides; the Bundestag never debates it. */
const STATE_MATTERS = new Set(['Landeshaushalt 2027'])
export const FEDERAL_SUBJECTS = POLITICAL_SUBJECTS.filter(([label]) => !STATE_MATTERS.has(label))

const PARTIES = ['CDU', 'SPD', 'Grünen', 'FDP', 'Linken', 'Freien Wähler', 'BSW']

const HALLS = venuesMatching(/halle|Kongress|Congress|Messe|Stadthalle|Pfalzbau|Volkshaus/)

const stateName = (code: keyof typeof FEDERAL_STATE_LABELS) => FEDERAL_STATE_LABELS[code]

export const POLITICS_TEMPLATES: EventTemplate[] = [
  {
    weight: 6,
    weekdays: [2, 3, 4],
    build(random) {
      const state = random.pick(STATE_PLACES)
      const [, subject] = random.pick(POLITICAL_SUBJECTS)
      return {
        title: `Plenarsitzung: ${state.parliament.name}`,
        teaser: `Das Parlament berät unter anderem über ${subject}.`,
        description: `Auf der Tagesordnung stehen Anträge und eine Aktuelle Stunde über ${subject}. Die Sitzung wird im Livestream übertragen.`,
        place: stateSeat(state, state.parliament),
        ressorts: ['politik'],
        start: null,
        duration: 1,
        genre: 'preview',
      }
    },
  },
  {
    weight: 8,
    weekdays: WORKDAYS,
    build(random) {
      const state = random.pick(STATE_PLACES)
      const [label, subject] = random.pick(POLITICAL_SUBJECTS)
      return {
        title: `Pressekonferenz der Landesregierung ${stateName(state.state)}: ${label}`,
        teaser: `Die Landesregierung stellt ihre Pläne für ${subject} vor.`,
        description: `Nach der Kabinettssitzung informieren Mitglieder der Landesregierung über ${subject}. Fragen sind im Anschluss möglich.`,
        place: stateSeat(state, state.chancellery),
        ressorts: ['politik'],
        start: random.pick([at(10), at(11), at(13, 30)]),
        duration: 60,
        genre: 'news',
      }
    },
  },
  {
    weight: 3,
    weekdays: [3, 4, 5],
    build(random) {
      const [, subject] = random.pick(FEDERAL_SUBJECTS)
      return {
        title: `Bundestag: Plenarsitzung mit Debatte über ${subject}`,
        teaser: `Der Bundestag debattiert in erster Lesung über ${subject}.`,
        description: `Die Sitzungswoche des Deutschen Bundestages; im Mittelpunkt steht die Debatte über ${subject}. Namentliche Abstimmungen sind angekündigt.`,
        place: venueNamed('Reichstagsgebäude'),
        ressorts: ['politik'],
        start: null,
        duration: 1,
        genre: 'preview',
        services: ['bdt'],
      }
    },
  },
  {
    weight: 3,
    weekdays: [1, 3, 5],
    build() {
      return {
        title: 'Regierungspressekonferenz',
        teaser:
          'Die Sprecherinnen und Sprecher der Bundesregierung und der Ministerien stehen Rede und Antwort.',
        description:
          'Regelmäßige Pressekonferenz der Bundespressekonferenz mit dem Regierungssprecher.',
        place: venueNamed('Haus der Bundespressekonferenz'),
        ressorts: ['politik'],
        start: at(11, 30),
        duration: 75,
        genre: 'news',
        services: ['bdt'],
      }
    },
  },
  {
    weight: 2,
    weekdays: [6],
    build(random) {
      const place = random.pick(HALLS)
      const party = random.pick(PARTIES)
      return {
        title: `Landesparteitag der ${party} ${stateName(place.state.state)}`,
        teaser: `Die ${party} wählt einen neuen Landesvorstand und beschließt ihr Programm.`,
        description: `Delegierte der ${party} beraten in ${place.city.name} über Leitanträge; am Nachmittag wird der Landesvorstand gewählt.`,
        place,
        ressorts: ['politik'],
        start: at(10),
        duration: 480,
        genre: 'preview',
      }
    },
  },
  {
    weight: 3,
    weekdays: WORKDAYS,
    build(random) {
      const place = anyCity(random)
      const [label, subject] = random.pick(POLITICAL_SUBJECTS)
      return {
        title: `Bürgerdialog in ${place.city.name}: ${label}`,
        teaser: `Mitglieder der Landesregierung diskutieren mit Bürgerinnen und Bürgern über ${subject}.`,
        description: `Offene Veranstaltung im Rathaus von ${place.city.name}; Anmeldung nicht erforderlich.`,
        place: {
          ...place,
          venue: { name: `Rathaus ${place.city.name}`, gender: 'n', street: null },
        },
        ressorts: ['politik'],
        start: at(18),
        duration: 120,
        genre: 'reportage',
      }
    },
  },
]
