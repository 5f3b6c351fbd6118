// The desk's pages are for planners: others see a German „kein Zugang“ page (the server refuses
// them anyway). The role comes from the ticket's isPlanner claim.
import type { ReactNode } from 'react'
import { useAtomValue } from 'jotai'
import { Link } from 'react-router-dom'
import { buttonClassName } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import './planning.css'
import { profileAtom } from '@/lib/auth/auth-atoms'

export function useIsPlanner(): boolean {
  return useAtomValue(profileAtom)?.isPlanner === true
}

export function PlannerOnly({ children }: { children: ReactNode }) {
  if (useIsPlanner()) return children
  return (
    <article className="planning-gate">
      <div className="planning-gate__icon" aria-hidden="true">
        <Icon name="lock" size="large" />
      </div>
      <h1>Kein Zugang zur Terminplanung</h1>
      <p className="planning-lead">
        Die Terminplanung ist der Planungsredaktion vorbehalten. Ihr Konto hat diese Rolle nicht.
        Termine vorschlagen können Sie über „Termin einreichen“.
      </p>
      <div className="planning-buttons">
        <Link className={buttonClassName('secondary')} to="/submit">
          Termin einreichen
        </Link>
        <Link className={buttonClassName('quiet')} to="/">
          Zur Agenda
        </Link>
      </div>
    </article>
  )
}
