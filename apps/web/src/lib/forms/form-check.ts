import type { FieldError, FieldValues, Resolver } from 'react-hook-form';

/** The message of each field that fails its rule, by field name. */
export type FieldMessages<TValues> = Partial<Record<keyof TValues & string, string>>;

export type FormCheck<TValues, TOutput> =
  { isValid: true; output: TOutput } | { isValid: false; messages: FieldMessages<TValues> };

/**
 * Checks a form's values with a form resolver (the shared zod rules through `zodResolver`, the
 * same ones react-hook-form uses) and answers the parsed output, or each failing field's message.
 */
export async function checkForm<TValues extends FieldValues, TOutput>(
  resolver: Resolver<TValues, unknown, TOutput>,
  values: TValues,
): Promise<FormCheck<TValues, TOutput>> {
  const result = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  const failing = Object.entries(result.errors);
  if (failing.length === 0) return { isValid: true, output: result.values as TOutput };
  return {
    isValid: false,
    messages: Object.fromEntries(
      failing.map(([name, error]) => [name, (error as FieldError | undefined)?.message ?? '']),
    ) as FieldMessages<TValues>,
  };
}
