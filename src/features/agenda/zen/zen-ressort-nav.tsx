// The zen navigation: Top Einträge, Alle Einträge, the ressorts, and Landesdienste opening its 13 services.
import { useState } from 'react'
import { NavLink, useLocation } from 'react-router-dom'
import { LANDESDIENSTE, labelRegionalService } from '@domain/labels/regional-services'
import { REGIONAL_SERVICES_NAVIGATION_LABEL, RESSORTS } from '@domain/labels/ressorts'
import {
  zenSectionFromSearchParams,
  zenSectionLabel,
  zenSectionSearch,
  type ZenSection,
} from './zen-sections'

export function ZenRessortNav() {
  const { pathname, search } = useLocation()
  const current = zenSectionFromSearchParams(new URLSearchParams(search))
  const [servicesOpen, setServicesOpen] = useState(current.kind === 'regionalService')
  const feedPath = pathname.replace(/\/detail\/[^/]+\/?$/, '')

  const link = (section: ZenSection) => {
    const isCurrent = zenSectionSearch(section) === zenSectionSearch(current)
    return (
      <NavLink
        to={{ pathname: feedPath, search: zenSectionSearch(section) }}
        aria-current={isCurrent ? 'page' : undefined}
        className={isCurrent ? 'is-current' : undefined}
        end
      >
        {zenSectionLabel(section)}
      </NavLink>
    )
  }

  return (
    <nav className="zen-nav" aria-label="Ressorts">
      <ul className="zen-nav-main">
        <li>{link({ kind: 'top' })}</li>
        <li>{link({ kind: 'all' })}</li>
        {RESSORTS.map((code) => (
          <li key={code}>{link({ kind: 'ressort', code })}</li>
        ))}
        <li>
          <button
            type="button"
            className={`zen-nav-toggle ${current.kind === 'regionalService' ? 'is-current' : ''}`}
            aria-expanded={servicesOpen}
            aria-controls="zen-landesdienste"
            onClick={() => setServicesOpen((open) => !open)}
          >
            {REGIONAL_SERVICES_NAVIGATION_LABEL}
            <span aria-hidden="true">{servicesOpen ? '▴' : '▾'}</span>
          </button>
        </li>
      </ul>
      {servicesOpen && (
        <ul
          id="zen-landesdienste"
          className="zen-nav-services"
          aria-label={REGIONAL_SERVICES_NAVIGATION_LABEL}
        >
          {LANDESDIENSTE.map((code) => (
            <li key={code} title={labelRegionalService(code)}>
              {link({ kind: 'regionalService', code })}
            </li>
          ))}
        </ul>
      )}
    </nav>
  )
}
