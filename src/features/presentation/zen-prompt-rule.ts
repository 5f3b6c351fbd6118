// When the app invites a user to try the simple presentation (docs/product.md#presentation): only
// established media accounts that have not chosen a presentation yet.
import type { Profile } from '@/lib/auth/profile'

/** Accounts younger than this are left to settle in before being asked. */
export const ZEN_PROMPT_ACCOUNT_AGE_DAYS = 14

export function shouldShowZenPrompt(
  profile: Pick<Profile, 'createdAt' | 'sector'>,
  zenPreference: boolean | undefined,
  now: Date,
): boolean {
  const ageMs = now.getTime() - Date.parse(profile.createdAt)
  const isEstablished = ageMs > ZEN_PROMPT_ACCOUNT_AGE_DAYS * 86_400_000
  return isEstablished && zenPreference === undefined && profile.sector.includes('media')
}
