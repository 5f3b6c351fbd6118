// The filters API (docs/architecture.md#apis), HAL style. What it accepts is written once here as
// TypeBox schemas, checked by the server's routes with these schemas and messages; its answers
// are built by the server and read by the app. A saved search's id travels only as the last
// segment of its self link.
import { Type, type Static, type TString, type TUnsafe } from '@sinclair/typebox'
import {
  EVENT_KINDS,
  FILTER_RULE_TYPES,
  MATERIAL_TYPES,
  type FilterRule,
  type FilterRuleType,
} from './filter-rules'
import { SavedSearchNameSchema } from './saved-search-name'
import {
  FULLTEXT_MAX_LENGTH,
  ORDER_MAX,
  PAGE_SIZE_MAX,
  RULE_VALUE_MAX_LENGTH,
  RULE_VALUES_MAX,
  RULES_MAX,
} from './saved-search-limits'
import { SingleLineText } from './safe-text'

/** One of `values`, as a string whose static type stays `string` like FilterRule's values. */
const oneOf = (values: readonly string[], errorMessage: string) =>
  Type.String({ pattern: `^(?:${values.join('|')})$`, errorMessage })

/** How a search's alerts reach its owner (docs/product.md#alerts). */
export const ALERT_MAIL_MODES = ['off', 'immediate', 'digest'] as const
export type AlertMailMode = (typeof ALERT_MAIL_MODES)[number]

const NOT_A_RULE = 'Jede Filterregel muss ein Objekt mit „type“ und „values“ sein.'
const RULE_VALUES_COUNT = `Jede Filterregel braucht 1 bis ${RULE_VALUES_MAX} Werte.`

/** A rule's shape: a known type, 1–50 text values, an optional `exclude`. */
const RuleShapeSchema = Type.Object(
  {
    type: oneOf(FILTER_RULE_TYPES, 'Unbekannter Filtertyp.'),
    values: Type.Array(Type.String({ errorMessage: 'Filterwerte müssen Texte sein.' }), {
      minItems: 1,
      maxItems: RULE_VALUES_MAX,
      errorMessage: RULE_VALUES_COUNT,
    }),
    exclude: Type.Optional(Type.Boolean({ errorMessage: '„exclude“ muss true oder false sein.' })),
  },
  { errorMessage: NOT_A_RULE },
)

const otherValue = SingleLineText({
  minLength: 1,
  maxLength: RULE_VALUE_MAX_LENGTH,
  notBlank: true,
  errorMessage: `Filterwerte dürfen nicht leer, höchstens ${RULE_VALUE_MAX_LENGTH} Zeichen lang und ohne Steuerzeichen sein.`,
})

/** Which values each rule type allows. */
const RULE_VALUE_SCHEMAS: Record<FilterRuleType, TString> = {
  FILTER_IS_TOP: oneOf(
    ['true', 'false'],
    'Der Filter „Top-Einträge“ erlaubt nur die Werte „true“ und „false“.',
  ),
  FILTER_MATERIAL_TYPE: oneOf(
    MATERIAL_TYPES,
    `Unbekannte Materialart; erlaubt sind ${MATERIAL_TYPES.join(', ')}.`,
  ),
  FILTER_KIND: oneOf(EVENT_KINDS, `Unbekannte Terminart; erlaubt sind ${EVENT_KINDS.join(', ')}.`),
  FILTER_FULLTEXT: SingleLineText({
    maxLength: FULLTEXT_MAX_LENGTH,
    notBlank: true,
    errorMessage: `Suchbegriffe dürfen nicht leer, höchstens ${FULLTEXT_MAX_LENGTH} Zeichen lang und ohne Steuerzeichen sein.`,
  }),
  FILTER_RESSORT: otherValue,
  FILTER_REGIONAL_SERVICE: otherValue,
  FILTER_FEDERAL_STATE: otherValue,
  FILTER_GENRE: otherValue,
}

/**
 * A rule as a saved search keeps it: first its shape, then its values by its type (one variant
 * per type; domain/refusal-message.ts lets the variant of the rule's type explain a refusal).
 */
const SavedFilterRuleSchema = Type.Intersect([
  RuleShapeSchema,
  Type.Union(
    FILTER_RULE_TYPES.map((type) =>
      Type.Object({
        type: Type.Literal(type),
        values: Type.Array(RULE_VALUE_SCHEMAS[type]),
      }),
    ),
  ),
])

const fields = {
  name: SavedSearchNameSchema,
  filterRules: Type.Array(SavedFilterRuleSchema, {
    maxItems: RULES_MAX,
    errorMessage: `„filterRules“ muss eine Liste von höchstens ${RULES_MAX} Filterregeln sein.`,
  }),
  isPublic: Type.Boolean({ errorMessage: '„isPublic“ muss true oder false sein.' }),
  order: Type.Integer({
    minimum: 0,
    maximum: ORDER_MAX,
    errorMessage: '„order“ muss eine ganze Zahl ab 0 sein.',
  }),
  /** The old single flag: true is the same as `alerts.inApp` true. */
  notify: Type.Boolean({ errorMessage: '„notify“ muss true oder false sein.' }),
  alerts: Type.Partial(
    Type.Object({
      inApp: Type.Boolean({ errorMessage: '„alerts.inApp“ muss true oder false sein.' }),
      mail: oneOf(
        ALERT_MAIL_MODES,
        '„alerts.mail“ muss „off“, „immediate“ oder „digest“ sein.',
      ) as unknown as TUnsafe<AlertMailMode>,
      push: Type.Boolean({ errorMessage: '„alerts.push“ muss true oder false sein.' }),
    }),
    { errorMessage: '„alerts“ muss ein Objekt mit inApp, mail und push sein.' },
  ),
}

export const NOT_AN_OBJECT = { errorMessage: 'Die Anfrage muss ein JSON-Objekt sein.' }

/** POST …/filters: the name is cleaned first (cleanSavedSearchName). */
export const SavedSearchCreateSchema = Type.Object(
  {
    name: fields.name,
    filterRules: fields.filterRules,
    isPublic: Type.Optional(fields.isPublic),
    order: Type.Optional(fields.order),
    notify: Type.Optional(fields.notify),
    alerts: Type.Optional(fields.alerts),
  },
  NOT_AN_OBJECT,
)
export type SavedSearchCreate = Static<typeof SavedSearchCreateSchema>

/** PATCH …/filters/{id}: any of the fields. */
export const SavedSearchPatchSchema = Type.Partial(Type.Object(fields), NOT_AN_OBJECT)
export type SavedSearchPatch = Static<typeof SavedSearchPatchSchema>

/** GET …/filters?sort=order&size=… */
export const SavedSearchListQuerySchema = Type.Object({
  sort: Type.Optional(
    Type.Literal('order', { errorMessage: 'Sortiert werden kann nur nach „order“.' }),
  ),
  size: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: PAGE_SIZE_MAX,
      errorMessage: `„size“ muss eine ganze Zahl von 1 bis ${PAGE_SIZE_MAX} sein.`,
    }),
  ),
})

export interface SavedSearchAlerts {
  inApp: boolean
  mail: AlertMailMode
  push: boolean
}

/** One saved search, as created, changed and listed. */
export interface SavedSearchResource {
  name: string
  filterRules: FilterRule[]
  isPublic: boolean
  order: number
  /** The same as `alerts.inApp` (kept for older clients). */
  notify: boolean
  alerts: SavedSearchAlerts
  _links: { self: { href: string } }
}

/** GET …/filters: the user's saved searches in their order. */
export interface SavedSearchCollection {
  /** Always sent by this server; HAL may leave it out for an empty list, so readers default it. */
  _embedded?: { filters: SavedSearchResource[] }
}

export interface SavedSearchOwner {
  name: string
  isCurrentUser: boolean
}

/** GET …/filters/{id}: a search of the user's own or another user's public one (a shared link). */
export interface SharedSearchResource extends SavedSearchResource {
  owner: SavedSearchOwner
}
