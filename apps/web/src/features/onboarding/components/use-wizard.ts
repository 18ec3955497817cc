import { useState } from 'react';

export type WizardStep<Field extends string> = { title: string; fields: readonly Field[] };

/**
 * Steps of a wizard: `next` validates the current step's fields first (spec: a step's fields
 * are validated before Next); `back` never validates.
 */
export function useWizard<Field extends string>(
  steps: readonly WizardStep<Field>[],
  validate: (fields: Field[]) => Promise<boolean>,
) {
  const [current, setCurrent] = useState(0);
  const step = steps[current] ?? steps[0];

  const next = async (): Promise<boolean> => {
    if (!step || !(await validate([...step.fields]))) return false;
    setCurrent((index) => Math.min(index + 1, steps.length - 1));
    return true;
  };
  const back = (): void => setCurrent((index) => Math.max(index - 1, 0));
  /** Goes to the step holding `field` (e.g. 'socialMediaLinks.0.link'), when the server names one. */
  const showField = (field: string): void => {
    const index = steps.findIndex((candidate) =>
      candidate.fields.some((name) => field === name || field.startsWith(`${name}.`)),
    );
    if (index >= 0) setCurrent(index);
  };

  return {
    current,
    titles: steps.map((candidate) => candidate.title),
    isFirst: current === 0,
    isLast: current === steps.length - 1,
    next,
    back,
    showField,
  };
}
