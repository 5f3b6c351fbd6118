// The guided tour's steps (docs/product.md#help): one tour for the classic presentation, one for
// Zen. Each step points at a part of the real interface by a selector; a step whose part is not
// on screen (a part a layout hides, the bell before it has come after the feed) is left
// out when the tour starts, so the tour never points at nothing.
export type TourFamily = 'classic' | 'zen'

export interface TourStep {
  /** The part of the page the step explains; none: a step in the middle of the screen. */
  element?: string
  title: string
  description: string
}

const WELCOME: Record<TourFamily, TourStep> = {
  classic: {
    title: 'Willkommen in der Agenda',
    description:
      'In wenigen Schritten zeigen wir Ihnen, wie Sie Termine finden, filtern und sich merken. Mit „Weiter“ oder der Pfeiltaste nach rechts geht es voran, Escape beendet die Tour.',
  },
  zen: {
    title: 'Willkommen in der Einfachen Darstellung',
    description:
      'Die wichtigsten Termine nach Ressorts, ruhig und übersichtlich. Mit „Weiter“ oder der Pfeiltaste nach rechts geht es voran, Escape beendet die Tour.',
  },
}

const SEARCH: TourStep = {
  element: '.search-field',
  title: 'Suchen',
  description:
    'Suchen Sie nach Wörtern. „In Anführungszeichen“ findet eine genaue Wortfolge, Wahl* alle Wörter, die so beginnen. Beispiele stehen unter Hilfe › Häufige Fragen.',
}

const DATES: TourStep = {
  element: '.date-navigation',
  title: 'Zeitraum wechseln',
  description:
    'Blättern Sie zum vorigen oder nächsten Zeitraum oder springen Sie zu heute. In Standard und Liste zeigen „Heute“ und „Morgen“ einen einzelnen Tag, „14 Tage“ wieder zwei Wochen.',
}

const HEADER_STEPS: TourStep[] = [
  {
    element: '[data-tour="notifications"]',
    title: 'Benachrichtigungen',
    description:
      'Hier erscheinen neue und geänderte Termine zu Ihren gespeicherten Suchen, sobald sie in die Agenda kommen.',
  },
  {
    element: '[data-tour="favourites"]',
    title: 'Favoriten und Ordner',
    description:
      'Mit dem Stern an einem Termin merken Sie ihn sich; in Ordnern teilen Sie Termine mit Kolleginnen und Kollegen.',
  },
  {
    element: '.help-menu',
    title: 'Hilfe',
    description:
      'Hier starten Sie diese Tour jederzeit wieder, lesen die häufigen Fragen oder schreiben dem Support.',
  },
]

const STEPS: Record<TourFamily, TourStep[]> = {
  classic: [
    WELCOME.classic,
    {
      element: '.view-mode-tabs',
      title: 'Ansichten',
      description:
        'Standard zeigt die Termine nach Tagen, Liste kompakt, 7-Tage die Woche im Überblick und Monat den ganzen Monat.',
    },
    DATES,
    SEARCH,
    {
      element: '.filter-toggle',
      title: 'Filter',
      description:
        'Grenzen Sie nach Ressort, Landesdienst, Art und Material ein. „Nur Top-Einträge“ zeigt die wichtigsten Termine.',
    },
    {
      element: '.agenda-results',
      title: 'Die Termine',
      description:
        'Ein Klick öffnet einen Termin mit allen Angaben. Mehrere Termine wählen Sie aus, um sie zu exportieren, zu drucken oder in einen Ordner zu legen.',
    },
    {
      element: '.saved-searches',
      title: 'Gespeicherte Suchen',
      description:
        'Speichern Sie eine Suche mit ihren Filtern, teilen Sie sie und lassen Sie sich über neue Termine benachrichtigen – in der App, per E-Mail oder Push.',
    },
    ...HEADER_STEPS,
    {
      element: '.zen-toggle',
      title: 'Einfache Darstellung',
      description:
        'Wechseln Sie hier zur ruhigeren Darstellung mit den Top-Terminen nach Ressorts.',
    },
  ],
  zen: [
    WELCOME.zen,
    {
      element: '.zen-nav',
      title: 'Ressorts und Landesdienste',
      description:
        'Wählen Sie, welche Termine Sie sehen: alle Top-Termine oder die eines Ressorts.',
    },
    DATES,
    SEARCH,
    {
      element: '.zen-results',
      title: 'Die Termine',
      description: 'Ein Klick öffnet einen Termin mit allen Angaben.',
    },
    ...HEADER_STEPS,
    {
      element: '.zen-toggle',
      title: 'Klassische Darstellung',
      description:
        'Hier wechseln Sie zur klassischen Darstellung mit allen Ansichten, Filtern und gespeicherten Suchen.',
    },
  ],
}

/** Whether an element is on screen at all (not missing, not hidden by `hidden` or display: none). */
const isShown = (element: Element | null) => element !== null && element.getClientRects().length > 0

/** The family's steps whose part of the page is on screen now. */
export function tourSteps(family: TourFamily, root: ParentNode = document): TourStep[] {
  return STEPS[family].filter((step) => !step.element || isShown(root.querySelector(step.element)))
}
