import { Children, cloneElement, isValidElement, type ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { mergeSlotProps } from './slot-props';
import { Spinner } from './spinner';

const VARIANTS = {
  primary: 'bg-brand-800 text-cream hover:bg-brand-700 disabled:bg-brand-800/60',
  secondary: 'border border-brand-800 text-brand-800 bg-transparent hover:bg-brand-50',
  /** For dark backgrounds such as the home hero. */
  inverse: 'border border-cream text-cream bg-transparent hover:bg-brand-800',
  accent: 'bg-saddle-600 text-cream hover:bg-saddle-700',
  ghost: 'text-brand-800 hover:bg-brand-50',
  danger: 'bg-red-700 text-white hover:bg-red-800',
} as const;

const SIZES = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-5 text-sm',
  lg: 'h-12 px-6 text-base',
} as const;

export type ButtonProps = ComponentProps<'button'> & {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
  /** Shows a spinner and blocks clicks while an action runs. */
  isLoading?: boolean;
  /** Renders the child element (a link, say) with the button's look. */
  asChild?: boolean;
};

export function Button({
  variant = 'primary',
  size = 'md',
  isLoading = false,
  asChild = false,
  className,
  disabled,
  children,
  ...props
}: ButtonProps) {
  const classes = cn(
    'inline-flex items-center justify-center gap-2 rounded-full font-semibold tracking-wide transition-colors',
    'disabled:cursor-not-allowed aria-disabled:cursor-not-allowed aria-disabled:opacity-50',
    VARIANTS[variant],
    SIZES[size],
    className,
  );
  if (asChild) {
    const child = Children.only(children);
    if (!isValidElement<Record<string, unknown>>(child)) return null;
    return cloneElement(child, mergeSlotProps({ className: classes, ...props }, child.props));
  }
  return (
    <button
      type="button"
      className={classes}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      {...props}
    >
      {isLoading && <Spinner className="size-4" label="Working" />}
      {children}
    </button>
  );
}
