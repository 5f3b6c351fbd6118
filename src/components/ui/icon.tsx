// The shared icon component: inline SVG from the icon set, sized in spacing units. An
// unknown name draws the close icon and warns, so a typo shows up without breaking the page.
import { iconPaths, type IconName } from './icon-paths'
import './icon.css'

/** Icon sizes in spacing units of 0.25rem (docs/product.md#constants). */
export const ICON_SIZES = { xs: 3, small: 4, medium: 5, large: 6, xl: 10, '2xl': 14 } as const
export type IconSize = keyof typeof ICON_SIZES

export interface IconProps {
  name: IconName | (string & {})
  size?: IconSize
  /** Text for screen readers; without it the icon is decorative and hidden from them. */
  label?: string
  className?: string
}

export function iconPathFor(name: string): string {
  if (name in iconPaths) return iconPaths[name as IconName]
  console.warn(`No icon named ${name} exists`)
  return iconPaths.close
}

export function Icon({ name, size = 'medium', label, className }: IconProps) {
  const length = `${ICON_SIZES[size] * 0.25}rem`
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      viewBox="0 0 24 24"
      width={length}
      height={length}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <path d={iconPathFor(name)} />
    </svg>
  )
}
