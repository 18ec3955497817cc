import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { Resolver } from 'react-hook-form';
import { checkForm, type FieldMessages } from './form-check';

type TextValues = Record<string, string>;

export type LightForm<TValues extends TextValues, TOutput> = {
  /** The props of a text input for a field: its name, a ref to read it, and re-checking on change. */
  register: (name: keyof TValues & string) => {
    name: string;
    ref: (element: HTMLInputElement | null) => void;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  };
  messages: FieldMessages<TValues>;
  isSubmitting: boolean;
  /** Checks the fields and, when they pass, calls `onValid`; its failure (or the rules') rejects. */
  handleSubmit: (onValid: (output: TOutput) => Promise<void>) => (event?: FormEvent) => Promise<void>;
};

/**
 * A form of a few text fields that behaves as react-hook-form does with its defaults (checked on
 * submit, then again on every change; the first failing field focused; `isSubmitting` until the
 * submission settles), for a page whose first script cannot afford the library: /login, whose
 * budget it would break by itself (docs/decisions/012). Every other form uses react-hook-form.
 */
export function useLightForm<TValues extends TextValues, TOutput>(options: {
  resolver: Resolver<TValues, unknown, TOutput>;
  defaultValues: TValues;
}): LightForm<TValues, TOutput> {
  const { resolver, defaultValues } = options;
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const hasSubmitted = useRef(false);
  const [messages, setMessages] = useState<FieldMessages<TValues>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const names = Object.keys(defaultValues);

  const check = async () => {
    const values = Object.fromEntries(
      names.map((name) => [name, inputs.current.get(name)?.value ?? defaultValues[name]]),
    ) as TValues;
    const outcome = await checkForm(resolver, values);
    setMessages(outcome.isValid ? {} : outcome.messages);
    return outcome;
  };

  return {
    register: (name) => ({
      name,
      ref: (element) => {
        if (element) inputs.current.set(name, element);
        else inputs.current.delete(name);
      },
      onChange: () => {
        // A failed download of the rules shows at the next submission.
        if (hasSubmitted.current) void check().catch(() => undefined);
      },
    }),
    messages,
    isSubmitting,
    handleSubmit: (onValid) => async (event) => {
      event?.preventDefault();
      hasSubmitted.current = true;
      setSubmitting(true);
      try {
        const outcome = await check();
        if (outcome.isValid) await onValid(outcome.output);
        else inputs.current.get(names.find((name) => name in outcome.messages) ?? '')?.focus();
      } finally {
        setSubmitting(false);
      }
    },
  };
}
