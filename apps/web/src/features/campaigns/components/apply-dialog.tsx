import { creatorPayoutPreview, formatMoney, OFFER_LIMITS, parseAmountInput, type Campaign } from '@equicreators/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { ChoiceCards } from '@/components/ui/choice-cards';
import { DialogClose, DialogContent } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { ApiError } from '@/lib/http/api-client';
import { useApplyToCampaign } from '../api/apply-to-campaign';
import { usePaymentTerms } from '../api/get-payment-terms';
import { EMPTY_PITCH_FORM, PitchFormSchema, pitchOf, type PitchForm, type RateChoice } from './pitch-form';

export type ApplyDialogProps = {
  campaign: Pick<Campaign, '_id' | 'campaignTitle' | 'COEmail' | 'companyName' | 'offer'>;
  /** Accepting an invitation is applying; only the words differ. */
  isInvitation: boolean;
  onApplied: () => void;
};

/** The server's field names as this form's. */
const SERVER_FIELD: Record<string, 'message' | 'amount' | 'links'> = {
  pitch: 'message',
  proposedFeeMinor: 'amount',
  links: 'links',
};

/**
 * The creator's pitch (issue 31): a short message, their rate (the listed fee, or another in the
 * campaign's currency, typed in major units) and up to five links to past work. A campaign
 * without a fee asks for the message and links only.
 */
export function ApplyDialog({ campaign, isInvitation, onApplied }: ApplyDialogProps) {
  const apply = useApplyToCampaign();
  const { currency, feeMinor, kinds } = campaign.offer;
  const takesRate = kinds.includes('fee');
  const form = useForm<PitchForm>({ resolver: zodResolver(PitchFormSchema), defaultValues: EMPTY_PITCH_FORM });
  const { errors, isSubmitting } = form.formState;
  const rate = useWatch({ control: form.control, name: 'rate' });
  const amount = useWatch({ control: form.control, name: 'amount' });
  // What she receives of the rate as she types it, at the configured commission (issue 46).
  const terms = usePaymentTerms().data;
  const payout = takesRate
    ? creatorPayoutPreview(
        rate === 'propose' ? parseAmountInput(amount) : feeMinor,
        currency,
        terms?.enabled ? terms.fees : null,
      )
    : null;

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      await apply.mutateAsync({ campaign, pitch: pitchOf(values, takesRate) });
      onApplied();
    } catch (error) {
      // The toast says why; a field the server named is marked too.
      for (const issue of error instanceof ApiError ? error.fields : []) {
        const field = SERVER_FIELD[issue.field.split('.')[0] ?? ''];
        if (field) form.setError(field, { type: 'server', message: issue.message });
      }
    }
  });

  const listed = feeMinor === null ? 'the listed fee' : formatMoney(feeMinor, currency);
  return (
    <DialogContent
      title={isInvitation ? 'Accept the invitation' : 'Apply to this campaign'}
      description={`Tell ${campaign.companyName} why you suit “${campaign.campaignTitle}”.`}
    >
      <form noValidate onSubmit={(event) => void handleSubmit(event)} className="flex flex-col gap-4">
        <Field
          label="Your message"
          error={errors.message?.message}
          hint={`Optional, up to ${String(OFFER_LIMITS.pitch)} characters.`}
        >
          {(control) => <Textarea {...control} rows={4} maxLength={OFFER_LIMITS.pitch} {...form.register('message')} />}
        </Field>
        {takesRate && (
          <>
            <ChoiceCards<RateChoice>
              name={`rate-${campaign._id}`}
              legend="Your rate"
              value={rate}
              onChange={(value) => form.setValue('rate', value)}
              options={[
                { value: 'listed', label: `Accept ${listed}`, description: 'The fee the brand listed.' },
                { value: 'propose', label: 'Propose another rate', description: `In ${currency}, per creator.` },
              ]}
            />
            {rate === 'propose' && (
              <Field label={`Your rate (${currency})`} error={errors.amount?.message} hint="For example 300 or 300.50">
                {(control) => (
                  <Input {...control} inputMode="decimal" autoComplete="off" {...form.register('amount')} />
                )}
              </Field>
            )}
            {payout && (
              <p className="rounded-lg bg-parchment px-3 py-2 text-sm" aria-live="polite" data-testid="apply-payout">
                {`${payout}, paid when the work is approved.`}
              </p>
            )}
          </>
        )}
        <Field
          label="Links to past work"
          error={errors.links?.message}
          hint={`Optional: one web address a line, up to ${String(OFFER_LIMITS.maxPitchLinks)}.`}
        >
          {(control) => <Textarea {...control} rows={3} className="min-h-20" {...form.register('links')} />}
        </Field>
        <div className="flex flex-wrap justify-end gap-3">
          <DialogClose asChild>
            <Button type="button" variant="secondary" disabled={isSubmitting}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" isLoading={isSubmitting}>
            {isInvitation ? 'Accept and apply' : 'Send application'}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}
