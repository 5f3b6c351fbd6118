// The German words of the planning desk: submission states, history actions, changed fields,
// duplicate reasons.
import type { HistoryEntry } from '@domain/planning-api'
import type { Duplicate, SubmissionState } from '@domain/submissions-api'

export const STATE_LABELS: Record<SubmissionState, string> = {
  neu: 'Neu',
  in_pruefung: 'In Prüfung',
  angenommen: 'Angenommen',
  abgelehnt: 'Abgelehnt',
  dublette: 'Dublette',
}

export const HISTORY_LABELS: Record<HistoryEntry['action'], string> = {
  eingereicht: 'eingereicht',
  geoeffnet: 'zur Prüfung geöffnet',
  bearbeitet: 'bearbeitet',
  angenommen: 'angenommen',
  abgelehnt: 'abgelehnt',
  dublette: 'als Dublette markiert',
  erneut_eingereicht: 'vom Einreicher geändert, erneut zur Prüfung',
}

const FIELD_LABELS: Record<string, string> = {
  attendanceMode: 'Art',
  title: 'Titel',
  description: 'Beschreibung',
  when: 'Termin',
  place: 'Ort',
  accessLink: 'Zugangslink',
  organiser: 'Veranstalter',
  publicContact: 'Öffentlicher Kontakt',
  deskContact: 'Kontakt für Rückfragen',
  ressort: 'Ressort',
  regionalService: 'Landesdienst',
  image: 'Bild',
  links: 'Links',
}

/** The changed field paths of an edit ('place/city') as German field names, each once: „Ort“. */
export const changedFieldLabels = (paths: readonly string[]) =>
  [...new Set(paths.map((path) => path.split('/')[0] ?? path))]
    .map((field) => FIELD_LABELS[field] ?? field)
    .join(', ')

export const DUPLICATE_REASON_LABELS: Record<Duplicate['reason'], string> = {
  'same-link': 'gleicher Link',
  'same-venue-and-start': 'gleicher Ort und Beginn',
  'similar-title': 'ähnlicher Titel',
}

/** A score of 0–1 as a German percentage: „87 %“. */
export const formatScore = (score: number) => `${Math.round(score * 100)} %`
