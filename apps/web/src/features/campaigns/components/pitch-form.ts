import { OFFER_LIMITS, parseAmountInput, PitchInputSchema, type PitchInput } from '@equicreators/shared';
import { z } from 'zod';

/** Whether the creator takes the listed fee or names their own rate. */
export type RateChoice = 'listed' | 'propose';

/**
 * The apply dialog's fields as typed: the rate in major units ('300', '1,250.50') and the links
 * one a line; checked here with the words the server would use, then sent as a PitchInput.
 */
export const PitchFormSchema = z
  .object({
    message: PitchInputSchema.shape.pitch,
    rate: z.enum(['listed', 'propose']),
    amount: z.string(),
    links: z.string(),
  })
  .superRefine((form, context) => {
    if (form.rate === 'propose') {
      const minor = parseAmountInput(form.amount);
      if (minor === null || minor <= 0) {
        context.addIssue({ code: 'custom', path: ['amount'], message: 'Enter an amount like 300 or 300.50' });
      } else if (minor > OFFER_LIMITS.maxAmountMinor) {
        context.addIssue({ code: 'custom', path: ['amount'], message: 'Enter a smaller amount' });
      }
    }
    const links = PitchInputSchema.shape.links.safeParse(linesOf(form.links));
    if (!links.success) {
      context.addIssue({
        code: 'custom',
        path: ['links'],
        message: links.error.issues[0]?.message ?? 'Check the links',
      });
    }
  });
export type PitchForm = z.input<typeof PitchFormSchema>;

export const EMPTY_PITCH_FORM: PitchForm = { message: '', rate: 'listed', amount: '', links: '' };

function linesOf(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, OFFER_LIMITS.maxPitchLinks + 1);
}

/** The body the server reads: no rate means the listed fee (or no fee at all). */
export function pitchOf(form: PitchForm, takesRate: boolean): PitchInput {
  const proposed = takesRate && form.rate === 'propose' ? parseAmountInput(form.amount) : null;
  return { pitch: form.message?.trim() ?? '', proposedFeeMinor: proposed, links: linesOf(form.links) };
}
