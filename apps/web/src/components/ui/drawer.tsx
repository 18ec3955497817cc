import { Dialog as DialogPrimitive } from 'radix-ui';
import { useRef, type ReactNode } from 'react';
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
  // Radix gives focus back to a DrawerTrigger only; a drawer opened from a list's own button (no
  // trigger) would leave focus on the page's body. So remember what had focus, and return there.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const handleOpenAutoFocus = () => {
    returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  };
  const handleCloseAutoFocus = (event: Event) => {
    const opener = returnFocusTo.current;
    if (!opener?.isConnected) return;
    event.preventDefault();
    opener.focus();
  };
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={OVERLAY_CLASSES} />
      <DialogPrimitive.Content
        aria-describedby={undefined}
        onOpenAutoFocus={handleOpenAutoFocus}
        onCloseAutoFocus={handleCloseAutoFocus}
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
