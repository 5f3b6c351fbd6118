// Names each page in the browser tab and for screen readers (WCAG 2.4.2: pages have titles).
import { useEffect } from 'react'
import type { PageName } from '../route-table'

const PAGE_TITLES: Record<PageName, string> = {
  feed: 'Termine',
  eventDetail: 'Termin',
  zenFeed: 'Termine',
  zenEventDetail: 'Termin',
  mediaItemDetails: 'Meldung',
  unauthorized: 'Kein Zugriff',
  consent: 'Nutzungsbedingungen zustimmen',
  submit: 'Termin einreichen',
  settings: 'Einstellungen',
  terms: 'Nutzungsbedingungen',
  privacy: 'Datenschutz',
  imprint: 'Impressum',
  help: 'Häufige Fragen',
  support: 'Support kontaktieren',
  planningQueue: 'Terminplanung',
  planningSubmission: 'Einreichung prüfen',
  planningSubmissionEdit: 'Einreichung bearbeiten',
  planningEventNew: 'Neuer Termin',
  planningEventEdit: 'Termin bearbeiten',
}

export function usePageTitle(page: PageName | undefined): void {
  useEffect(() => {
    document.title = page ? `${PAGE_TITLES[page]} – Agenda` : 'Agenda'
  }, [page])
}
