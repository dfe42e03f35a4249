import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Icon, type IconName } from './icon.js';
import './ui.css';

export type ButtonVariant = 'default' | 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'default' | 'small';

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  iconOnly?: boolean;
}

/** The class list of a button look, for links that look like buttons (`<Link className=…>`). */
export function buttonClass({
  variant = 'default',
  size = 'default',
  block = false,
  iconOnly = false,
}: ButtonLook = {}) {
  return [
    'button',
    variant === 'default' ? null : `button--${variant}`,
    size === 'small' ? 'button--small' : null,
    block ? 'button--block' : null,
    iconOnly ? 'button--icon' : null,
  ]
    .filter(Boolean)
    .join(' ');
}

export type ButtonProps = ButtonLook &
  ButtonHTMLAttributes<HTMLButtonElement> & {
    /** While true the button is disabled, marked busy and shows a spinner. */
    busy?: boolean;
    icon?: IconName;
    children?: ReactNode;
  };

/** A button of the design system; `type` defaults to "button" so it never submits by accident. */
export function Button({
  variant,
  size,
  block,
  iconOnly,
  busy = false,
  icon,
  className,
  children,
  ...rest
}: ButtonProps) {
  const look = buttonClass({ variant, size, block, iconOnly });
  return (
    <button
      type="button"
      {...rest}
      className={className ? `${look} ${className}` : look}
      disabled={rest.disabled === true || busy}
      aria-busy={busy || undefined}
    >
      {icon !== undefined && !busy ? <Icon name={icon} /> : null}
      {children}
    </button>
  );
}
