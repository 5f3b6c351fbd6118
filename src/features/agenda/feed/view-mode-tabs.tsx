import { NavLink, useLocation } from 'react-router-dom'
import { withSearchLink } from '../search/search-link-address'
import { CLASSIC_VIEW_MODES, VIEW_MODE_LABELS } from './view-modes'

/** Switches between Standard, Liste, 7-Tage and Monat, keeping search and filters. */
export function ViewModeTabs() {
  const { search } = useLocation()
  return (
    <nav className="view-mode-tabs" aria-label="Ansicht">
      {CLASSIC_VIEW_MODES.map((mode) => (
        <NavLink key={mode} to={{ pathname: `/events/${mode}`, search: keepFrom(search) }}>
          {VIEW_MODE_LABELS[mode]}
        </NavLink>
      ))}
    </nav>
  )
}

/** Carry the start day and the search across views; each view derives its own end. */
function keepFrom(search: string): string {
  const from = new URLSearchParams(search).get('from')
  return withSearchLink(search, from ? { from } : {})
}
