import { AUDIENCE_AGE_BANDS, COUNTRIES, FACET_LIMITS } from '@equicreators/shared';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { messageAt, type EquestrianFormValues } from '../equestrian-form-values';

const COUNTRY_OPTIONS = [
  { value: '', label: 'Choose a country' },
  ...COUNTRIES.map((c) => ({ value: c.code, label: c.name })),
];
const PERCENT_INPUT = { inputMode: 'numeric', autoComplete: 'off', className: 'w-24' } as const;

export type EquestrianAudienceFieldsProps = { index: number; platform: string; isDisabled: boolean };

/** One platform's audience: its top countries with their share, its age bands and its gender split, in whole percents. */
export function EquestrianAudienceFields({ index, platform, isDisabled }: EquestrianAudienceFieldsProps) {
  const { control, register, formState } = useFormContext<EquestrianFormValues>();
  const countries = useFieldArray({ control, name: `platforms.${index}.audienceCountries` });
  const { errors } = formState;
  const at = (path: string) => messageAt(errors, `platforms.${index}.${path}`);
  const countriesError = at('audienceCountries.root');
  const bandsError = at('ageBands.root');
  const genderError = at('gender.root');

  return (
    <div className="flex flex-col gap-5">
      <fieldset className="flex min-w-0 flex-col gap-3">
        <legend className="mb-1 text-sm font-semibold text-ink">Audience top countries on {platform}</legend>
        {countries.fields.length === 0 && <p className="text-sm text-ink-muted">No countries yet.</p>}
        <ul className="flex flex-col gap-3" aria-label={`Audience countries on ${platform}`}>
          {countries.fields.map((field, row) => (
            <li key={field.id} className="flex flex-wrap items-end gap-2">
              <Field
                label={`Country ${row + 1}`}
                error={at(`audienceCountries.${row}.country`)}
                className="min-w-0 flex-1 basis-48"
              >
                {(props) => (
                  <Select
                    {...props}
                    options={COUNTRY_OPTIONS}
                    disabled={isDisabled}
                    {...register(`platforms.${index}.audienceCountries.${row}.country`)}
                  />
                )}
              </Field>
              <Field label={`Country ${row + 1} %`} error={at(`audienceCountries.${row}.percent`)}>
                {(props) => (
                  <Input
                    {...props}
                    {...PERCENT_INPUT}
                    disabled={isDisabled}
                    {...register(`platforms.${index}.audienceCountries.${row}.percent`)}
                  />
                )}
              </Field>
              <Button
                variant="ghost"
                size="sm"
                disabled={isDisabled}
                aria-label={`Remove country ${row + 1}`}
                onClick={() => countries.remove(row)}
                className="mb-1"
              >
                <Trash2 aria-hidden className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
        {countries.fields.length < FACET_LIMITS.audienceCountries && (
          <Button
            variant="secondary"
            size="sm"
            disabled={isDisabled}
            onClick={() => countries.append({ country: '', percent: '' })}
            className="self-start"
          >
            <Plus aria-hidden className="size-4" /> Add a country
          </Button>
        )}
        <ListError message={countriesError} />
      </fieldset>

      <fieldset className="flex min-w-0 flex-col gap-3">
        <legend className="mb-1 text-sm font-semibold text-ink">Audience age on {platform} (%)</legend>
        <div className="grid grid-cols-3 gap-3 sm:grid-cols-4">
          {AUDIENCE_AGE_BANDS.map((band, row) => (
            <Field key={band} label={band} error={at(`ageBands.${row}.percent`)}>
              {(props) => (
                <Input
                  {...props}
                  {...PERCENT_INPUT}
                  className="w-full"
                  disabled={isDisabled}
                  {...register(`platforms.${index}.ageBands.${row}.percent`)}
                />
              )}
            </Field>
          ))}
        </div>
        <ListError message={bandsError} />
      </fieldset>

      <fieldset className="flex min-w-0 flex-col gap-3">
        <legend className="mb-1 text-sm font-semibold text-ink">Audience gender on {platform} (%)</legend>
        <div className="grid grid-cols-3 gap-3 sm:max-w-md">
          {(['female', 'male', 'other'] as const).map((key) => (
            <Field key={key} label={key[0]?.toUpperCase() + key.slice(1)} error={at(`gender.${key}`)}>
              {(props) => (
                <Input
                  {...props}
                  {...PERCENT_INPUT}
                  className="w-full"
                  disabled={isDisabled}
                  {...register(`platforms.${index}.gender.${key}`)}
                />
              )}
            </Field>
          ))}
        </div>
        <ListError message={genderError} />
      </fieldset>
    </div>
  );
}

/** A list's own rule (a total over 100 %, an entry twice), under the list. */
export function ListError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-sm text-red-700">
      {message}
    </p>
  );
}
