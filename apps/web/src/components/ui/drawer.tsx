import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { OVERLAY_CLASSES, PanelHeader } from './dialog';

export const Drawer = DialogPrimitive.Root;
export const DrawerTrigger = DialogPrimitive.Trigger;
export const DrawerClose = DialogPrimitive.Close;

export type DrawerContentProps = {
  title: ReactNode;
  /** Spec §2: campaign details slide from the right; the influencer profile from the left. */
  side?: 'left' | 'right';
  children?: ReactNode;
  className?: string;
};

/** A full-height panel from one side, built on the dialog (focus trap, Escape, scroll lock). */
export function DrawerContent({ title, side = 'right', children, className }: DrawerContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={OVERLAY_CLASSES} />
      <DialogPrimitive.Content
        aria-describedby={undefined}
        className={cn(
          'fixed top-0 z-50 flex h-full w-full max-w-xl flex-col bg-cream shadow-[var(--shadow-card)]',
          side === 'right' ? 'right-0' : 'left-0',
          className,
        )}
      >
        <PanelHeader title={title} className="border-b border-line px-6 py-4" />
        <div className="flex-1 overflow-y-auto px-6 py-5">{children}</div>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
