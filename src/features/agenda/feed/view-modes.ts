// The view modes of the classic feed and of the zen feed, with their German labels.
export const CLASSIC_VIEW_MODES = ['standard', 'list', 'preview', 'monthly'] as const
export type ClassicViewMode = (typeof CLASSIC_VIEW_MODES)[number]

export const ZEN_VIEW_MODES = ['preview', 'list'] as const
export type ZenViewMode = (typeof ZEN_VIEW_MODES)[number]

export const VIEW_MODE_LABELS: Record<ClassicViewMode, string> = {
  standard: 'Standard',
  list: 'Liste',
  preview: '7-Tage',
  monthly: 'Monat',
}

export function toClassicViewMode(value: string | undefined): ClassicViewMode {
  return CLASSIC_VIEW_MODES.find((mode) => mode === value) ?? 'standard'
}

export function toZenViewMode(value: string | undefined): ZenViewMode {
  return ZEN_VIEW_MODES.find((mode) => mode === value) ?? 'preview'
}
