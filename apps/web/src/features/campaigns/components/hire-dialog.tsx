import {
  formatMoney,
  OFFER_LIMITS,
  parseAmountInput,
  type Campaign,
  type CampaignInfluencer,
} from '@equicreators/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ChoiceCards, type ChoiceOption } from '@/components/ui/choice-cards';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { hireChargeSentence, usePaymentTerms } from '@/lib/payments/payment-terms';

type FeeChoice = 'proposed' | 'listed' | 'other';

export type HireDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  name: string;
  offer: Pick<Campaign['offer'], 'feeMinor' | 'currency'>;
  entry: Pick<CampaignInfluencer, 'pitch'>;
  isPending: boolean;
  /** Hires at this fee, in minor units of the campaign's currency. */
  onHire: (agreedFeeMinor: number) => void;
};

/**
 * Hiring on a paid campaign asks at which fee (issue 31): the creator's proposed rate, the listed
 * fee, or another amount typed in major units. Their own rate hires at once and becomes the deal's;
 * another fee is sent as an offer they accept or decline first (issue 46).
 */
export function HireDialog({ open, onOpenChange, name, offer, entry, isPending, onHire }: HireDialogProps) {
  const proposed = entry.pitch?.proposedFeeMinor ?? null;
  const [choice, setChoice] = useState<FeeChoice>(proposed !== null ? 'proposed' : 'listed');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();
  const money = (minor: number) => formatMoney(minor, offer.currency);
  const terms = usePaymentTerms();

  // Their own rate (the one they proposed, else the listed fee) hires at once; any other fee is an
  // offer they accept or decline before they are hired (issue 46).
  const ownRate = proposed ?? offer.feeMinor;
  const sentAsOffer = ' Sent as an offer: they accept or decline it first.';
  const options: ChoiceOption<FeeChoice>[] = [];
  if (proposed !== null)
    options.push({ value: 'proposed', label: `Their rate: ${money(proposed)}`, description: `What ${name} asked.` });
  if (offer.feeMinor !== null)
    options.push({
      value: 'listed',
      label: `Listed fee: ${money(offer.feeMinor)}`,
      description: `What the campaign offers.${offer.feeMinor === ownRate ? '' : sentAsOffer}`,
    });
  options.push({ value: 'other', label: 'Another amount', description: `In ${offer.currency}.${sentAsOffer}` });
  const chosen = options.some((option) => option.value === choice) ? choice : (options[0]?.value ?? 'other');

  // What the brand pays at the hire, shown before it confirms (issue 32): the fee as chosen now.
  const typed = parseAmountInput(amount);
  const chosenFee =
    chosen === 'proposed'
      ? proposed
      : chosen === 'listed'
        ? offer.feeMinor
        : typed !== null && typed > 0
          ? typed
          : null;
  const charge = hireChargeSentence(terms.data, chosenFee, offer.currency);
  const isOffer = chosenFee !== null ? chosenFee !== ownRate : chosen === 'other';

  const handleHire = () => {
    if (chosen === 'proposed' && proposed !== null) return onHire(proposed);
    if (chosen === 'listed' && offer.feeMinor !== null) return onHire(offer.feeMinor);
    const minor = parseAmountInput(amount);
    if (minor === null || minor <= 0) return setError('Enter an amount like 300 or 300.50');
    if (minor > OFFER_LIMITS.maxAmountMinor) return setError('Enter a smaller amount');
    setError(undefined);
    onHire(minor);
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !isPending && onOpenChange(next)}>
      <DialogContent
        title={`Hire ${name}?`}
        description="Choose the fee you agree. It is recorded as the deal of this hire."
      >
        <div className="flex flex-col gap-4">
          <ChoiceCards<FeeChoice>
            name={`fee-${name}`}
            legend="Agreed fee"
            isLegendHidden
            value={chosen}
            onChange={setChoice}
            options={options}
          />
          {chosen === 'other' && (
            <Field label={`Agreed fee (${offer.currency})`} error={error} hint="For example 300 or 300.50">
              {(control) => (
                <Input
                  {...control}
                  inputMode="decimal"
                  autoComplete="off"
                  value={amount}
                  onChange={(event) => setAmount(event.target.value)}
                />
              )}
            </Field>
          )}
          {isOffer && (
            <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-ink" data-testid="hire-offer-note">
              {name} is hired only if they accept this fee. Nothing is charged and no deadline runs until then.
            </p>
          )}
          {charge && (
            <p className="rounded-lg bg-parchment px-3 py-2 text-sm" data-testid="hire-charge">
              {charge}
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-3">
            <DialogClose asChild>
              <Button variant="secondary" disabled={isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button isLoading={isPending} onClick={handleHire}>
              {isOffer ? 'Send offer' : 'Hire'}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
