import { OFFER_LIMITS, USAGE_RIGHTS, USAGE_RIGHTS_LABELS, type UsageRightsKind } from '@equicreators/shared';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';

/** The rights of an offer or a deal as their forms hold them: numbers stay the text typed until sent. */
export type RightsDraft = {
  usageRights: UsageRightsKind;
  usageMonths: string;
  exclusive: boolean;
  exclusivityDays: string;
  exclusivityCategory: string;
};

export type RightsErrors = { kind?: string; months?: string; days?: string; category?: string };

export type RightsFieldsProps = {
  value: RightsDraft;
  onChange: (patch: Partial<RightsDraft>) => void;
  errors: RightsErrors;
  disabled?: boolean;
};

const RIGHTS_OPTIONS = USAGE_RIGHTS.map((kind) => ({
  value: kind,
  label: kind === 'paid_ads' ? 'Paid ads for a number of months' : USAGE_RIGHTS_LABELS[kind],
}));

/**
 * Usage rights and exclusivity (issue 31): the campaign's brief builder and a deal's 'Propose a
 * change' ask them the same way, so a brand and a creator read the same words in both.
 */
export function RightsFields({ value, onChange, errors, disabled = false }: RightsFieldsProps) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Usage rights" error={errors.kind}>
          {(control) => (
            <Select
              {...control}
              options={RIGHTS_OPTIONS}
              value={value.usageRights}
              disabled={disabled}
              onChange={(event) => onChange({ usageRights: event.target.value as UsageRightsKind })}
            />
          )}
        </Field>
        {value.usageRights === 'paid_ads' && (
          <Field label="Months of paid ads" error={errors.months}>
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="numeric"
                min={1}
                max={OFFER_LIMITS.maxUsageMonths}
                value={value.usageMonths}
                disabled={disabled}
                onChange={(event) => onChange({ usageMonths: event.target.value })}
              />
            )}
          </Field>
        )}
      </div>
      <Checkbox
        label="Exclusivity: the creator promotes no rival brand for a while"
        checked={value.exclusive}
        disabled={disabled}
        onCheckedChange={(exclusive) => onChange({ exclusive })}
      />
      {value.exclusive && (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Exclusivity days" error={errors.days}>
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="numeric"
                min={1}
                max={OFFER_LIMITS.maxExclusivityDays}
                value={value.exclusivityDays}
                disabled={disabled}
                onChange={(event) => onChange({ exclusivityDays: event.target.value })}
              />
            )}
          </Field>
          <Field label="Exclusivity category" error={errors.category} hint="E.g. Saddle care products.">
            {(control) => (
              <Input
                {...control}
                maxLength={OFFER_LIMITS.category}
                value={value.exclusivityCategory}
                disabled={disabled}
                onChange={(event) => onChange({ exclusivityCategory: event.target.value })}
              />
            )}
          </Field>
        </div>
      )}
    </>
  );
}
