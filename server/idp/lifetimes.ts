// How long what the embedded provider issues lives (provider.ts), and so how long the keys that
// signed it must be kept after a newer generation took over (idp-keys.ts).
const HOUR_SECONDS = 60 * 60
const DAY_SECONDS = 24 * HOUR_SECONDS

/** Access and ID tokens: the longest-lived JWTs the signing key signs. */
export const TOKEN_TTL_SECONDS = 1 * HOUR_SECONDS
/** A sign-in in progress (the login form). */
export const INTERACTION_TTL_SECONDS = 1 * HOUR_SECONDS
/** Sessions, whose cookies the cookie keys sign; also grants and refresh tokens. */
export const SESSION_TTL_SECONDS = 14 * DAY_SECONDS
