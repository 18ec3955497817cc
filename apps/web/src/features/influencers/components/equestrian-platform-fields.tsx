import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { localToday, messageAt, type EquestrianFormValues } from '../equestrian-form-values';
import { EquestrianAudienceFields } from './equestrian-audience-fields';

export type EquestrianPlatformFieldsProps = { index: number; isDisabled: boolean };

/**
 * One platform's self-reported figures (issue 33), shown once the creator says they post there:
 * handle, followers, engagement rate (a percent with up to two decimals), average views, the
 * audience, and the date the figures were true.
 */
export function EquestrianPlatformFields({ index, isDisabled }: EquestrianPlatformFieldsProps) {
  const { control, register, formState } = useFormContext<EquestrianFormValues>();
  const platform = useWatch({ control, name: `platforms.${index}.platform` });
  const isReported = useWatch({ control, name: `platforms.${index}.isReported` });
  const at = (path: string) => messageAt(formState.errors, `platforms.${index}.${path}`);
  const field = (name: 'handle' | 'followers' | 'engagementRate' | 'averageViews' | 'asOf') =>
    register(`platforms.${index}.${name}`);

  return (
    <fieldset className="flex min-w-0 flex-col gap-4 rounded-2xl border border-line bg-parchment/40 p-4">
      <legend className="sr-only">{platform}</legend>
      <Controller
        control={control}
        name={`platforms.${index}.isReported`}
        render={({ field: toggle }) => (
          <Checkbox
            label={<span className="font-semibold">I post on {platform}</span>}
            checked={toggle.value}
            onCheckedChange={toggle.onChange}
            disabled={isDisabled}
          />
        )}
      />
      {isReported && (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={`${platform} handle`} error={at('handle')}>
              {(props) => <Input {...props} autoComplete="off" disabled={isDisabled} {...field('handle')} />}
            </Field>
            <Field label="Followers" error={at('followers')}>
              {(props) => <Input {...props} inputMode="numeric" disabled={isDisabled} {...field('followers')} />}
            </Field>
            <Field label="Engagement rate (%)" hint="For example 3.45" error={at('engagementRate')}>
              {(props) => <Input {...props} inputMode="decimal" disabled={isDisabled} {...field('engagementRate')} />}
            </Field>
            <Field label="Average views (optional)" error={at('averageViews')}>
              {(props) => <Input {...props} inputMode="numeric" disabled={isDisabled} {...field('averageViews')} />}
            </Field>
            <Field label="Figures as of" hint="The day these figures were true." error={at('asOf')}>
              {(props) => (
                <Input
                  {...props}
                  type="date"
                  min="2000-01-01"
                  max={localToday()}
                  disabled={isDisabled}
                  {...field('asOf')}
                />
              )}
            </Field>
          </div>
          <EquestrianAudienceFields index={index} platform={platform} isDisabled={isDisabled} />
        </>
      )}
    </fieldset>
  );
}
