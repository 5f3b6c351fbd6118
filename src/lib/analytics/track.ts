// The one way the app reports a use of a feature: `track(event)`. Tiny on purpose, so any feature
// may import it. Until a tracker takes over (only with configuration and consent, see
// telemetry-plan.ts) events wait here, at most TRACK_BUFFER_MAX; without one they are never sent.
// No event carries personal data or search words (docs/security.md#analytics-and-error-reports).
import { TRACK_BUFFER_MAX } from './analytics-constants'

export type TrackEvent =
  /** A full-text search was made: only how many words, never the words. */
  | { kind: 'search'; words: number }
  /** The filters changed: the kinds of filter set, never their values. */
  | { kind: 'filters'; types: string[] }
  | { kind: 'save' }
  | { kind: 'share'; recipients: number }
  | { kind: 'favourite'; on: boolean; count: number }
  /** A page of the Zen presentation was opened: its route, ids left out. */
  | { kind: 'zen-navigation'; view: string }
  /** The identify after sign-in (docs/architecture.md#analytics-and-error-reports): coarse traits, never who. */
  | { kind: 'identify'; presentation: 'zen' | 'classic'; planner: boolean }

type Sink = (event: TrackEvent) => void

const waiting: TrackEvent[] = []
let sink: Sink | null = null

export function track(event: TrackEvent): void {
  if (sink) sink(event)
  else if (waiting.length < TRACK_BUFFER_MAX) waiting.push(event)
}

/** A loaded tracker takes the waiting events and every later one; null lets them wait again. */
export function setTrackSink(next: Sink | null): void {
  sink = next
  if (next) for (const event of waiting.splice(0)) next(event)
}

/** Consent withdrawn or the tracker never came: what waited is forgotten. */
export function dropWaitingEvents(): void {
  waiting.length = 0
}
