import type { Colleague } from './generated/resolver-types'

/**
 * A user joined to what they added, cover or changed, as a colleague. Items and coverages keep no
 * key to users, so the account may be gone: then it reads as „Ehemaliges Konto“.
 */
export const colleagueOf = (id: string, name: string | null, email: string | null): Colleague =>
  name === null ? { id, name: 'Ehemaliges Konto', email: '' } : { id, name, email: email ?? '' }
