// What the service worker and the page agree on: the header marking an answer served from the
// device while offline, and the names of the caches that hold a user's agenda data.

/** Set to '1' on agenda answers the service worker took from its cache instead of the network. */
export const OFFLINE_RESPONSE_HEADER = 'X-Agenda-Offline'

/** Caches holding a signed-in user's data; the page deletes them on sign-out. */
export const USER_DATA_CACHE_PREFIX = 'agenda-data-'

/**
 * Images, cache first. It holds the pictures of the news items the user read, so the page deletes
 * it on sign-out too.
 */
export const IMAGES_CACHE_NAME = 'agenda-images'

/** Posted by the worker to the page that asked, telling where its agenda data came from. */
export type AnswerSourceMessage = { type: 'AGENDA_ANSWER_SOURCE'; fromCache: boolean }
