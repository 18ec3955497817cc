import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const CONTROL_CLASSES =
  'w-full rounded-xl border border-line bg-white px-4 text-ink placeholder:text-ink-muted/70 ' +
  'focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 ' +
  'aria-invalid:border-red-600 aria-invalid:ring-red-100 disabled:bg-parchment disabled:text-ink-muted';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(CONTROL_CLASSES, 'h-11', className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(CONTROL_CLASSES, 'min-h-28 py-3', className)} {...props} />;
}
