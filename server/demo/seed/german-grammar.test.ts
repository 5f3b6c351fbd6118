import { describe, expect, it } from 'vitest'
import { CULTURE_SPORT_TEMPLATES } from './culture-sport-templates'
import { ECONOMY_TEMPLATES } from './economy-templates'
import { atPlace, inPlace, type Named } from './german-grammar'
import { POLITICS_TEMPLATES } from './politics-templates'
import { STATE_PLACES } from './places'
import { createRandom } from './random'
import { SOCIETY_TEMPLATES } from './society-templates'

const TEMPLATES = [
  ...POLITICS_TEMPLATES,
  ...ECONOMY_TEMPLATES,
  ...SOCIETY_TEMPLATES,
  ...CULTURE_SPORT_TEMPLATES,
]

const NAMED: Named[] = STATE_PLACES.flatMap((state) => [
  state.parliament,
  state.chancellery,
  ...state.cities.flatMap((city) => [
    ...city.venues,
    ...(city.university ? [city.university] : []),
  ]),
])

/** An adjective left in the nominative after a dative article: „im Deutsches Theater“. */
const NOMINATIVE_ADJECTIVE =
  /\b(im|am|in der|an der|in den|an den) (Die |[\wäöüÄÖÜ-]*(isch|lich)(er|es|e) |Alte |Rotes |Deutsches |Deutscher |Europäische |Europäisches |Statistisches |Historisches |Nationale |Technische )/
/** A dative article whose gender contradicts the name's head noun. */
const WRONG_GENDER = [
  /\b(im|am) [\wäöüÄÖÜ-]*(halle|oper|philharmonie|arena|messe|industrie|universität|kanzlei|bürgerschaft|kirche)(?![\wäöü-])/i,
  /\b(in|an) der [\wäöüÄÖÜ-]*(haus|stadion|theater|museum|institut|landtag|zentrum)(?![\wäöü-])/i,
  /\bder Karlsruher Institut/,
]

const textsOf = (texts: string[]) => texts.join(' | ')

describe('German articles of the demo places', () => {
  it('declines the dative from the gender', () => {
    expect(inPlace({ name: 'Elbphilharmonie', gender: 'f' })).toBe('in der Elbphilharmonie')
    expect(inPlace({ name: 'Kongresshaus Stadthalle', gender: 'n' })).toBe(
      'im Kongresshaus Stadthalle',
    )
    expect(inPlace({ name: 'Westfalenhallen', gender: 'pl' })).toBe('in den Westfalenhallen')
    expect(atPlace({ name: 'Landtag Brandenburg', gender: 'm' })).toBe('am Landtag Brandenburg')
    expect(
      atPlace({
        name: 'Deutsches Theater Göttingen',
        gender: 'n',
        dative: 'Deutschen Theater Göttingen',
      }),
    ).toBe('am Deutschen Theater Göttingen')
  })

  it.each(NAMED.map((named) => [named.name, named]))(
    '%s reads well after „in“ and „an“',
    (_name, named) => {
      for (const phrase of [inPlace(named), atPlace(named)]) {
        expect(phrase).not.toMatch(NOMINATIVE_ADJECTIVE)
        for (const rule of WRONG_GENDER) expect(phrase).not.toMatch(rule)
      }
    },
  )
})

describe('German of every template with every kind of place', () => {
  it.each(TEMPLATES.map((template, index) => [index, template]))(
    'template %i writes grammatical titles and teasers',
    (index, template) => {
      // Enough draws per template to meet each of its places (the largest pool has about 40).
      for (let draw = 0; draw < 300; draw++) {
        const random = createRandom(`grammar-${index}-${draw}`)
        const draft = template.build(random, '2026-11-24')
        const text = textsOf([draft.title, draft.teaser, draft.description])
        expect(text).not.toMatch(NOMINATIVE_ADJECTIVE)
        for (const rule of WRONG_GENDER) expect(text).not.toMatch(rule)
        if (/Bundestag/.test(draft.title)) expect(text).not.toMatch(/Landeshaushalt/)
      }
    },
  )
})
