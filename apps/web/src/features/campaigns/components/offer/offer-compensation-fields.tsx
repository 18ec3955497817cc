import {
  brandChargePreview,
  COMPENSATION_KIND_LABELS,
  COMPENSATION_KINDS,
  CURRENCIES,
  OFFER_LIMITS,
  parseAmountInput,
  type CompensationKind,
  type Currency,
} from '@equicreators/shared';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { usePaymentTerms } from '@/lib/payments/payment-terms';
import type { OfferFieldsProps } from './offer-field-props';
import { OfferSection } from './offer-section';

const CURRENCY_OPTIONS = CURRENCIES.map((currency) => ({ value: currency, label: currency }));

/**
 * What the campaign gives each creator: the kinds (combined, except exposure), the fee in major
 * units of one currency, the gifted product and its value, the commission, and how many creators.
 */
export function OfferCompensationFields({ draft, onChange, errors, disabled }: OfferFieldsProps) {
  const has = (kind: CompensationKind) => draft.kinds.includes(kind);
  const toggle = (kind: CompensationKind, checked: boolean) =>
    onChange({
      kinds: checked
        ? [...COMPENSATION_KINDS.filter((item) => item === kind || draft.kinds.includes(item))]
        : draft.kinds.filter((item) => item !== kind),
    });
  const showsMoney = has('fee') || has('gifted');
  // What each hire will cost with the configured service fee, before the campaign is published
  // (issue 46); nothing where deals are paid outside the platform.
  const terms = usePaymentTerms().data;
  const charge = has('fee')
    ? brandChargePreview(parseAmountInput(draft.fee), draft.currency, terms?.enabled ? terms.fees : null)
    : null;

  return (
    <OfferSection title="Compensation" description="What each creator receives. Combine any but unpaid.">
      <fieldset className="flex flex-col gap-2" disabled={disabled}>
        <legend className="mb-1 text-sm font-semibold text-ink">What you offer</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {COMPENSATION_KINDS.map((kind) => (
            <Checkbox
              key={kind}
              label={COMPENSATION_KIND_LABELS[kind]}
              checked={has(kind)}
              disabled={disabled}
              onCheckedChange={(checked) => toggle(kind, checked)}
            />
          ))}
        </div>
        {errors['offer.kinds'] && (
          <p role="alert" className="text-sm text-red-700">
            {errors['offer.kinds']}
          </p>
        )}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        {showsMoney && (
          <Field label="Currency" error={errors['offer.currency']}>
            {(control) => (
              <Select
                {...control}
                options={CURRENCY_OPTIONS}
                value={draft.currency}
                disabled={disabled}
                onChange={(event) => onChange({ currency: event.target.value as Currency })}
              />
            )}
          </Field>
        )}
        {has('fee') && (
          <Field
            label="Fee per creator"
            error={errors['offer.feeMinor']}
            hint={`In ${draft.currency}, e.g. 250 or 250.50.`}
          >
            {(control) => (
              <Input
                {...control}
                inputMode="decimal"
                autoComplete="off"
                value={draft.fee}
                disabled={disabled}
                onChange={(event) => onChange({ fee: event.target.value })}
              />
            )}
          </Field>
        )}
        {charge && (
          <p
            className="rounded-lg bg-parchment px-3 py-2 text-sm sm:col-span-2"
            aria-live="polite"
            data-testid="campaign-fee-charge"
          >
            {`${charge} for each creator you hire.`}
          </p>
        )}
        {has('gifted') && (
          <>
            <Field label="Gifted product" error={errors['offer.productName']}>
              {(control) => (
                <Input
                  {...control}
                  maxLength={OFFER_LIMITS.productName}
                  value={draft.productName}
                  disabled={disabled}
                  onChange={(event) => onChange({ productName: event.target.value })}
                />
              )}
            </Field>
            <Field
              label="Retail value (optional)"
              error={errors['offer.productValueMinor']}
              hint={`In ${draft.currency}.`}
            >
              {(control) => (
                <Input
                  {...control}
                  inputMode="decimal"
                  autoComplete="off"
                  value={draft.productValue}
                  disabled={disabled}
                  onChange={(event) => onChange({ productValue: event.target.value })}
                />
              )}
            </Field>
          </>
        )}
        {has('affiliate') && (
          <Field label="Commission (%)" error={errors['offer.commissionBasisPoints']} hint="E.g. 10 or 12.5.">
            {(control) => (
              <Input
                {...control}
                inputMode="decimal"
                autoComplete="off"
                value={draft.commission}
                disabled={disabled}
                onChange={(event) => onChange({ commission: event.target.value })}
              />
            )}
          </Field>
        )}
        <Field label="Creators wanted" error={errors['offer.spots']} hint="How many creators you want to hire.">
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={1}
              max={OFFER_LIMITS.maxSpots}
              value={draft.spots}
              disabled={disabled}
              onChange={(event) => onChange({ spots: event.target.value })}
            />
          )}
        </Field>
      </div>
    </OfferSection>
  );
}
