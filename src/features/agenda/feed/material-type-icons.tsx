// Small line icons for the planned material types, each with its German label for screen readers.
import type { MaterialType } from '@domain/filter-rules'
import { labelMaterialType } from '@domain/labels/event-fields'

const PATHS: Record<MaterialType, string> = {
  text: 'M5 5h14M5 9h14M5 13h14M5 17h9',
  picture: 'M4 7h3l2-2h6l2 2h3v12H4zM12 10a3 3 0 1 0 0 6a3 3 0 0 0 0-6',
  graphic: 'M5 19V11M10 19V5M15 19v-6M20 19V8M3 19h18',
  audio: 'M12 4v9M9 8v5a3 3 0 0 0 6 0V8M12 16v4M8 20h8',
  video: 'M4 6h11v12H4zM15 10l5-3v10l-5-3',
}

export function MaterialTypeIcon({ type, size = 16 }: { type: MaterialType; size?: number }) {
  return (
    <svg
      className="material-icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      role="img"
      aria-label={labelMaterialType(type)}
    >
      <title>{labelMaterialType(type)}</title>
      <path
        d={PATHS[type]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

export function MaterialTypeIcons({ types }: { types: MaterialType[] }) {
  if (types.length === 0) return null
  return (
    <span className="material-icons">
      {types.map((type) => (
        <MaterialTypeIcon key={type} type={type} />
      ))}
    </span>
  )
}
