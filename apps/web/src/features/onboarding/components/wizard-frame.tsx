import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { StepIndicator } from './step-indicator';

export type WizardFrameProps = {
  titles: string[];
  current: number;
  isFirst: boolean;
  isLast: boolean;
  isSubmitting: boolean;
  onBack: () => void;
  onNext: () => void | Promise<unknown>;
  onConfirm: () => void | Promise<unknown>;
  children: ReactNode;
  label: string;
};

/** The wizard's form: step indicators, the current step, and Back / Next / Confirm (spec §2). */
export function WizardFrame({
  titles,
  current,
  isFirst,
  isLast,
  isSubmitting,
  onBack,
  onNext,
  onConfirm,
  children,
  label,
}: WizardFrameProps) {
  // Enter moves to the next step, and confirms only on the last one.
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    void (isLast ? onConfirm() : onNext());
  };
  return (
    <form onSubmit={handleSubmit} noValidate aria-label={label} className="flex flex-col gap-6">
      <StepIndicator titles={titles} current={current} />
      <h2 className="font-display text-2xl text-brand-900">{titles[current]}</h2>
      <div className="flex flex-col gap-4">{children}</div>
      <div className="flex flex-wrap justify-between gap-3 pt-2">
        {isFirst ? (
          <span />
        ) : (
          <Button variant="secondary" onClick={onBack} disabled={isSubmitting}>
            Back
          </Button>
        )}
        <Button type="submit" isLoading={isSubmitting}>
          {isLast ? 'Confirm' : 'Next'}
        </Button>
      </div>
    </form>
  );
}
