import { CURRENCIES, MEDIA_KIT_LIMITS, type Currency } from '@equicreators/shared';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';

/** A package as the form holds it: the price as typed, read into minor units on save (never a float). */
export type PackageDraft = { key: string; title: string; description: string; price: string; currency: Currency };

export type PackageFieldsProps = {
  item: PackageDraft;
  index: number;
  /** The message of each field of this package, by field name (title, description, priceMinor, currency). */
  errorOf: (field: string) => string | undefined;
  onChange: (patch: Partial<PackageDraft>) => void;
  onRemove: () => void;
};

const CURRENCY_OPTIONS = CURRENCIES.map((currency) => ({ value: currency, label: currency }));

/** One rate or package of the media kit: its name, what it includes, and its price and currency. */
export function PackageFields({ item, index, errorOf, onChange, onRemove }: PackageFieldsProps) {
  const number = index + 1;
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-lg border border-line bg-white p-4">
      <legend className="px-1 text-sm font-semibold">Package {number}</legend>
      <Field label="Name" error={errorOf('title')}>
        {(control) => (
          <Input
            {...control}
            maxLength={MEDIA_KIT_LIMITS.title}
            value={item.title}
            onChange={(event) => onChange({ title: event.target.value })}
          />
        )}
      </Field>
      <Field label="What it includes (optional)" error={errorOf('description')}>
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            maxLength={MEDIA_KIT_LIMITS.description}
            value={item.description}
            onChange={(event) => onChange({ description: event.target.value })}
          />
        )}
      </Field>
      <div className="grid grid-cols-[minmax(0,1fr)_6rem] gap-3">
        <Field label="Price" error={errorOf('priceMinor')}>
          {(control) => (
            <Input
              {...control}
              inputMode="decimal"
              autoComplete="off"
              placeholder="250 or 250.50"
              value={item.price}
              onChange={(event) => onChange({ price: event.target.value })}
            />
          )}
        </Field>
        <Field label="Currency" error={errorOf('currency')}>
          {(control) => (
            <Select
              {...control}
              options={CURRENCY_OPTIONS}
              value={item.currency}
              onChange={(event) => onChange({ currency: event.target.value as Currency })}
            />
          )}
        </Field>
      </div>
      <Button variant="ghost" size="sm" className="self-start" onClick={onRemove}>
        <Trash2 aria-hidden className="size-4" /> Remove package {number}
      </Button>
    </fieldset>
  );
}
