// The digest job's name and key (docs/architecture.md "Alerts and jobs"): one job per user, due at
// the user's next digest time, so several instances never send one digest twice. Migration 0022's
// trigger enqueues it when a search is turned to digest mail.

export const DIGEST_JOB = 'alerts.digest'

export const digestJobKey = (userId: string) => `${DIGEST_JOB}:${userId}`
