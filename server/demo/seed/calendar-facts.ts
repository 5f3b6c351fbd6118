// Real dates for the demo agenda (data/action-days.json, data/historical-events.json):
// international action days on a fixed day of the year, and historical events whose round
// anniversaries appear as "Vor N Jahren: …".
import { Type, type Static } from '@sinclair/typebox'
import { RESSORTS, type Ressort } from '../../../domain/labels/ressorts'
import { loadSeedData } from './seed-data'

const RessortSchema = Type.Union(RESSORTS.map((ressort) => Type.Literal(ressort)))
const Month = Type.Integer({ minimum: 1, maximum: 12 })
const DayOfMonth = Type.Integer({ minimum: 1, maximum: 31 })

const ActionDaySchema = Type.Object({
  month: Month,
  day: DayOfMonth,
  title: Type.String({ minLength: 1 }),
  teaser: Type.String({ minLength: 1 }),
  ressort: RessortSchema,
})

const HistoricalEventSchema = Type.Object({
  year: Type.Integer(),
  month: Month,
  day: DayOfMonth,
  title: Type.String({ minLength: 1 }),
  ressort: RessortSchema,
})

export type ActionDay = Static<typeof ActionDaySchema> & { ressort: Ressort }
export type HistoricalEvent = Static<typeof HistoricalEventSchema> & { ressort: Ressort }

export const ACTION_DAYS: ActionDay[] = loadSeedData(
  'action-days.json',
  Type.Array(ActionDaySchema),
)

export const HISTORICAL_EVENTS: HistoricalEvent[] = loadSeedData(
  'historical-events.json',
  Type.Array(HistoricalEventSchema),
)
