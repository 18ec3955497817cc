import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export const OVERLAY_CLASSES = 'fixed inset-0 z-40 bg-brand-950/50 backdrop-blur-[2px]';

/** The title and close button shared by dialogs and drawers. */
export function PanelHeader({ title, className }: { title: ReactNode; className?: string }) {
  return (
    <div className={cn('flex items-start justify-between gap-4', className)}>
      <DialogPrimitive.Title className="font-display text-2xl text-brand-900">{title}</DialogPrimitive.Title>
      <DialogPrimitive.Close className="rounded-full p-1 text-ink-muted hover:bg-brand-50" aria-label="Close">
        <X aria-hidden className="size-5" />
      </DialogPrimitive.Close>
    </div>
  );
}

export type DialogContentProps = {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
};

/** A centred modal with a title (required for screen readers), focus trap and Escape to close. */
export function DialogContent({ title, description, children, className }: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={OVERLAY_CLASSES} />
      <DialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto',
          'rounded-[var(--radius-card)] bg-cream p-6 shadow-[var(--shadow-card)]',
          className,
        )}
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        <PanelHeader title={title} className="mb-4" />
        {description && (
          <DialogPrimitive.Description className="mb-4 text-sm text-ink-muted">
            {description}
          </DialogPrimitive.Description>
        )}
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
