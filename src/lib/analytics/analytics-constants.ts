// The analytics and error-report constants, in one place (docs/product.md#constants).

/** Matomo's site of the agenda. */
export const MATOMO_SITE_ID = 4
/** Matomo's heartbeat: how long a page stays in view is measured in steps of this. */
export const HEARTBEAT_SECONDS = 15
/** How long matomo.js may take to load; later, the adapter gives up and drops its events. */
export const TRACKER_WAIT_MS = 3000
/** Events kept while no tracker has taken over; more are dropped. */
export const TRACK_BUFFER_MAX = 50
/** Share of page loads whose performance trace goes with the error reports. */
export const ERROR_TRACE_SAMPLE_RATE = 0.5
