import type { MouseEvent } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

export type RowActionButtonProps = Omit<ButtonProps, 'variant' | 'size' | 'isLoading' | 'asChild' | 'className'> & {
  /** This button's change runs: a spinner, and clicks are ignored. */
  isBusy?: boolean;
  /** Another change of the row runs: clicks are ignored until it ends. */
  isDisabled?: boolean;
};

/**
 * A small button for a table row. While it waits it is aria-disabled rather than disabled, so the
 * keyboard focus stays on it and is still there when its label flips (Verify → Unverify).
 */
export function RowActionButton({
  isBusy = false,
  isDisabled = false,
  onClick,
  children,
  ...props
}: RowActionButtonProps) {
  const isInactive = isBusy || isDisabled;
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    // preventDefault also stops a dialog trigger wrapped around this button from opening.
    if (isInactive) event.preventDefault();
    else onClick?.(event);
  };
  return (
    <Button
      variant="secondary"
      size="sm"
      // relative keeps the spinner's hidden label inside a scrolling table.
      className="relative whitespace-nowrap"
      aria-disabled={isInactive || undefined}
      aria-busy={isBusy || undefined}
      onClick={handleClick}
      {...props}
    >
      {isBusy && <Spinner className="size-4" label="Working" />}
      {children}
    </Button>
  );
}
