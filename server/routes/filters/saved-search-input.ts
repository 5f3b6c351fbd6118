// What the filters API accepts: TypeBox schemas give the types, and each schema node carries the
// German sentence a user sees when that node rejects the input (first failure wins).
import { Type, type Static, type TLiteral, type TSchema, type TUnion } from '@sinclair/typebox'
import { Value, type ValueError } from '@sinclair/typebox/value'
import {
  EVENT_KINDS,
  FILTER_RULE_TYPES,
  MATERIAL_TYPES,
  type FilterRule,
  type FilterRuleType,
} from '../../../domain/filter-rules'
import { ApiError } from '../../plugins/api-errors'

export const NAME_MAX_LENGTH = 100
export const RULES_MAX = 50
export const RULE_VALUES_MAX = 50
export const FULLTEXT_MAX_LENGTH = 200
export const PAGE_SIZE_MAX = 1000

const NO_CONTROL_CHARACTERS = '^[^\\u0000-\\u001f\\u007f]*$'

const literals = <T extends string>(values: readonly T[], errorMessage: string) =>
  Type.Union(
    values.map((value) => Type.Literal(value)),
    { errorMessage },
  ) as unknown as TUnion<TLiteral<T>[]>

const FilterRuleSchema = Type.Object(
  {
    type: literals(FILTER_RULE_TYPES, 'Unbekannter Filtertyp.'),
    values: Type.Array(Type.String({ errorMessage: 'Filterwerte müssen Texte sein.' }), {
      minItems: 1,
      maxItems: RULE_VALUES_MAX,
      errorMessage: `Jede Filterregel braucht 1 bis ${RULE_VALUES_MAX} Werte.`,
    }),
    exclude: Type.Optional(Type.Boolean({ errorMessage: '„exclude“ muss true oder false sein.' })),
  },
  { errorMessage: 'Jede Filterregel muss ein Objekt mit „type“ und „values“ sein.' },
)

const otherValue = Type.String({
  minLength: 1,
  maxLength: 100,
  pattern: '\\S',
  errorMessage: 'Filterwerte dürfen nicht leer und höchstens 100 Zeichen lang sein.',
})

/** Which values each rule type allows, checked once the rule's shape is right. */
const RULE_VALUE_SCHEMAS: Record<FilterRuleType, TSchema> = {
  FILTER_IS_TOP: literals(
    ['true', 'false'],
    'Der Filter „Top-Einträge“ erlaubt nur die Werte „true“ und „false“.',
  ),
  FILTER_MATERIAL_TYPE: literals(
    MATERIAL_TYPES,
    `Unbekannte Materialart; erlaubt sind ${MATERIAL_TYPES.join(', ')}.`,
  ),
  FILTER_KIND: literals(
    EVENT_KINDS,
    `Unbekannte Terminart; erlaubt sind ${EVENT_KINDS.join(', ')}.`,
  ),
  FILTER_FULLTEXT: Type.String({
    maxLength: FULLTEXT_MAX_LENGTH,
    pattern: '\\S',
    errorMessage: `Suchbegriffe dürfen nicht leer und höchstens ${FULLTEXT_MAX_LENGTH} Zeichen lang sein.`,
  }),
  FILTER_RESSORT: otherValue,
  FILTER_REGIONAL_SERVICE: otherValue,
  FILTER_FEDERAL_STATE: otherValue,
  FILTER_GENRE: otherValue,
}

const fields = {
  name: Type.String({
    minLength: 1,
    maxLength: NAME_MAX_LENGTH,
    pattern: NO_CONTROL_CHARACTERS,
    errorMessage: `Der Name muss 1 bis ${NAME_MAX_LENGTH} Zeichen lang sein (ohne Zeilenumbrüche).`,
  }),
  filterRules: Type.Array(FilterRuleSchema, {
    maxItems: RULES_MAX,
    errorMessage: `„filterRules“ muss eine Liste von höchstens ${RULES_MAX} Filterregeln sein.`,
  }),
  isPublic: Type.Boolean({ errorMessage: '„isPublic“ muss true oder false sein.' }),
  order: Type.Integer({
    minimum: 0,
    maximum: 2_147_483_647,
    errorMessage: '„order“ muss eine ganze Zahl ab 0 sein.',
  }),
  notify: Type.Boolean({ errorMessage: '„notify“ muss true oder false sein.' }),
}

const NOT_AN_OBJECT = { errorMessage: 'Die Anfrage muss ein JSON-Objekt sein.' }

const CreateSchema = Type.Object(
  {
    name: fields.name,
    filterRules: fields.filterRules,
    isPublic: Type.Optional(fields.isPublic),
    order: Type.Optional(fields.order),
    notify: Type.Optional(fields.notify),
  },
  NOT_AN_OBJECT,
)
const PatchSchema = Type.Partial(Type.Object(fields), NOT_AN_OBJECT)

const ListQuerySchema = Type.Object({
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

export type SavedSearchCreate = Static<typeof CreateSchema>
export type SavedSearchPatch = Static<typeof PatchSchema>

export function germanMessage(error: ValueError): string {
  return (error.schema as { errorMessage?: string }).errorMessage ?? 'Die Anfrage ist ungültig.'
}

/** Checks `value` against `schema`; a failure becomes a 400 with the failing node's message. */
export function checkInput<T extends TSchema>(schema: T, value: unknown): Static<T> {
  const error = Value.Errors(schema, value).First()
  if (error) throw new ApiError(400, 'VALIDATION_ERROR', germanMessage(error))
  // Clients may send back a whole resource (with _links, owner …): keep only what we know.
  return Value.Clean(schema, Value.Clone(value)) as Static<T>
}

function withTrimmedName(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body
  const { name } = body as { name?: unknown }
  return typeof name === 'string' ? { ...body, name: name.trim() } : body
}

function checkRuleValues(rules: FilterRule[]): FilterRule[] {
  for (const rule of rules) checkInput(Type.Array(RULE_VALUE_SCHEMAS[rule.type]), rule.values)
  return rules
}

export function parseCreate(body: unknown): SavedSearchCreate {
  const input = checkInput(CreateSchema, withTrimmedName(body))
  return { ...input, filterRules: checkRuleValues(input.filterRules) }
}

export function parsePatch(body: unknown): SavedSearchPatch {
  const input = checkInput(PatchSchema, withTrimmedName(body ?? {}))
  return input.filterRules ? { ...input, filterRules: checkRuleValues(input.filterRules) } : input
}

export function parseListQuery(query: unknown): { size: number } {
  const input = checkInput(ListQuerySchema, Value.Convert(ListQuerySchema, query))
  return { size: input.size ?? PAGE_SIZE_MAX }
}
