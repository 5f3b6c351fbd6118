// The app-wide invitation to choose a presentation: the zen prompt for established media accounts
// without a choice, which opens the dialog 'Darstellung wählen' (docs/product.md#presentation).
// Closing it is remembered on the device and the server; it waits its turn behind other panels.
// Only the rule is on the first screen; the prompt's code loads when it is wanted.
import { useState } from 'react'
import { useAtomValue } from 'jotai'
import { useLocation } from 'react-router-dom'
import { profileAtom } from '@/lib/auth/auth-atoms'
import { onDemand } from '@/lib/react/on-demand'
import { allowsOverlays } from '@/stores/overlay-queue'
import { effectiveZenPreferenceAtom, isZenPromptDismissedAtom } from '@/stores/zen-preference'
import { accessVerdict } from '@domain/agenda-access'
import { shouldShowZenPrompt } from './zen-prompt-rule'

const zenPrompt = onDemand(() => import('./zen-prompt'))

export function PresentationPrompts() {
  const profile = useAtomValue(profileAtom)
  const preference = useAtomValue(effectiveZenPreferenceAtom)
  const dismissed = useAtomValue(isZenPromptDismissedAtom)
  const { pathname } = useLocation()
  const [dialogOpen, setDialogOpen] = useState(false)
  const [now] = useState(() => new Date())
  const wanted =
    profile !== null &&
    !dismissed &&
    accessVerdict(profile) === 'ok' &&
    allowsOverlays(pathname) &&
    shouldShowZenPrompt(profile, preference, now)
  if (!wanted && !dialogOpen) return null
  return (
    <zenPrompt.Component wanted={wanted} dialogOpen={dialogOpen} setDialogOpen={setDialogOpen} />
  )
}
