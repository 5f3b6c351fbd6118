// The shared button look: primary (navy), secondary (outlined) or quiet (text only). Use
// buttonClassName for links that should look like buttons.
import type { ButtonHTMLAttributes } from 'react'
import './button.css'

export type ButtonVariant = 'primary' | 'secondary' | 'quiet'

export const buttonClassName = (variant: ButtonVariant = 'primary') => `button button--${variant}`

export function Button({
  variant = 'primary',
  className,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant }) {
  const classes = className ? `${buttonClassName(variant)} ${className}` : buttonClassName(variant)
  return <button type={type} className={classes} {...props} />
}
