import { clsx } from 'clsx'
import { Children, cloneElement, isValidElement, type ReactElement } from 'react'
import type * as React from 'react'

/**
 * Class names are joined, not merged (no tailwind-merge: it shipped about 9 kB of client code to
 * every public page). A look that needs other colours is a variant here, never a className that
 * fights the variant's classes; callers pass only classes that add to them (margins, widths).
 */
const BASE =
  'inline-flex max-w-full shrink-0 items-center justify-center gap-2 rounded-md text-center font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*="size-"])]:size-4'

const VARIANTS = {
  default: 'bg-primary text-primary-foreground hover:bg-primary/90',
  destructive: 'bg-destructive text-white hover:bg-destructive/90',
  outline: 'border border-input bg-background hover:bg-accent hover:text-accent-foreground',
  secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
  ghost: 'hover:bg-accent hover:text-accent-foreground',
  link: 'text-primary underline-offset-4 hover:underline',
  white: 'bg-white text-primary hover:bg-white/90',
  /** An outlined button on a dark or photo background. */
  outlineOnDark: 'border border-white bg-transparent text-white hover:bg-white/10 hover:text-white',
  /** A see-through button on a dark or photo background. */
  glass: 'border border-white/70 bg-white/10 text-primary-foreground hover:bg-white/20',
} as const

/**
 * Heights are minimums: a label longer than the space it has (a long call to action on a 360 px
 * phone) wraps onto a second line inside a taller button instead of pushing the page sideways.
 */
const SIZES = {
  default: 'min-h-10 px-4 py-2 text-sm',
  sm: 'min-h-9 px-3 py-1.5 text-sm',
  lg: 'min-h-12 px-6 py-2 text-base',
  icon: 'size-10 text-sm',
} as const

export type ButtonVariantProps = {
  variant?: keyof typeof VARIANTS | null
  size?: keyof typeof SIZES | null
  /** Classes added after the button's own: only ones that do not fight them (margins, widths). */
  className?: string
}

/** The button look as a class list, for links and other elements styled as buttons. */
export function buttonVariants({ variant, size, className }: ButtonVariantProps = {}) {
  return clsx(BASE, VARIANTS[variant ?? 'default'], SIZES[size ?? 'default'], className)
}

type ButtonProps = React.ComponentProps<'button'> &
  Omit<ButtonVariantProps, 'className'> & { asChild?: boolean }

/**
 * A button, or with `asChild` its only child (a link) styled as one: the child keeps its own
 * props, its class names are added after the button's. (A few lines instead of Radix's Slot, which
 * shipped its client code with every form that uses a button.)
 */
export function Button({ className, variant, size, asChild = false, children, ...props }: ButtonProps) {
  const classes = buttonVariants({ variant, size, className })
  if (asChild) {
    const child = Children.only(children)
    if (!isValidElement<{ className?: string }>(child))
      throw new Error('Button asChild needs one element child.')
    return cloneElement(child as ReactElement<Record<string, unknown>>, {
      'data-slot': 'button',
      ...props,
      ...(child.props as Record<string, unknown>),
      className: clsx(classes, child.props.className),
    })
  }
  return (
    <button data-slot="button" className={classes} {...props}>
      {children}
    </button>
  )
}
