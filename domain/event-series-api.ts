// The wire schema of a series' rule (domain/event-series.ts), for the planning and events APIs:
// TypeBox, which only the server runs (the app reads the types).
import { Type } from '@sinclair/typebox'
import { SERIES_FREQUENCIES, SERIES_MAX_OCCURRENCES } from './event-series'
import { Day } from './event-submission'

export const SeriesRuleSchema = Type.Object(
  {
    frequency: Type.Union(
      SERIES_FREQUENCIES.map((frequency) => Type.Literal(frequency)),
      { errorMessage: 'Eine Serie wiederholt sich wöchentlich oder monatlich.' },
    ),
    /** The last day an occurrence may start on, in Berlin. */
    until: Day('Das Ende der Serie'),
    /** Days of the rule left out. */
    except: Type.Array(Day('Eine Ausnahme'), {
      maxItems: SERIES_MAX_OCCURRENCES,
      errorMessage: `Höchstens ${SERIES_MAX_OCCURRENCES} Ausnahmen.`,
    }),
  },
  { additionalProperties: false },
)
