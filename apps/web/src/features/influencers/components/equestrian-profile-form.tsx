import {
  COUNTRIES,
  DISCIPLINES,
  FACET_LIMITS,
  LANGUAGES,
  regionsOf,
  RIDER_LEVELS,
  type OwnInfluencerProfile,
  type UpdateCreatorFacets,
} from '@equicreators/shared';
import { useMemo, useState } from 'react';
import { Controller, FormProvider, useForm, useWatch, type Path } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Checkbox } from '@/components/ui/checkbox';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { ApiError } from '@/lib/http/api-client';
import { errorMessage } from '@/lib/http/error-message';
import { notify } from '@/lib/toast/notify';
import { useUpdateFacets } from '../api/update-facets';
import {
  equestrianFormDefaults,
  equestrianResolver,
  messageAt,
  placeFacetIssues,
  type EquestrianFormValues,
} from '../equestrian-form-values';
import { useUnsavedChanges } from '../hooks/use-unsaved-changes';
import { ChipListField } from './chip-list-field';
import { ListError } from './equestrian-audience-fields';
import { EquestrianPlatformFields } from './equestrian-platform-fields';
import { ProfileFormActions } from './profile-form-actions';
import { ProfileFormLeaveDialog } from './profile-form-leave-dialog';

export const FACETS_SAVED = 'Equestrian profile saved.';
const LEVEL_OPTIONS = [{ value: '', label: 'Not said' }, ...RIDER_LEVELS.map((l) => ({ value: l.id, label: l.label }))];
const COUNTRY_OPTIONS = [{ value: '', label: 'Not said' }, ...COUNTRIES.map((c) => ({ value: c.code, label: c.name }))];
const LANGUAGE_OPTIONS = LANGUAGES.map((language) => ({ value: language.code, label: language.name }));
const SECTION = 'flex flex-col gap-5 rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] sm:p-6';

export type EquestrianProfileFormProps = { profile: OwnInfluencerProfile };

/**
 * The creator's equestrian profile (issue 33): disciplines, level, horses, where they ride, their
 * languages and each platform's figures with their date. The shared schema checks it here and on
 * the server; a refusal lands on the field it is about and keeps everything typed.
 */
export function EquestrianProfileForm({ profile }: EquestrianProfileFormProps) {
  const navigate = useNavigate();
  const updateFacets = useUpdateFacets();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const form = useForm<EquestrianFormValues, unknown, UpdateCreatorFacets>({
    resolver: equestrianResolver,
    defaultValues: equestrianFormDefaults(profile.facets),
  });
  const { control, register, formState } = form;
  const { errors, isSubmitting, isDirty } = formState;
  const { blocker, allowLeaving } = useUnsavedChanges(isDirty);
  const country = useWatch({ control, name: 'country' });
  const regionOptions = useMemo(
    () => [{ value: '', label: 'Not said' }, ...regionsOf(country).map((r) => ({ value: r.code, label: r.name }))],
    [country],
  );

  const submitValid = async (facets: UpdateCreatorFacets) => {
    setGeneralError(null);
    try {
      await updateFacets.mutateAsync(facets);
      notify.success(FACETS_SAVED);
      allowLeaving();
      await navigate('/influencers/profile');
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      if (error instanceof ApiError && error.fields.length > 0) {
        const placed = placeFacetIssues(error.fields, form.getValues());
        placed.fields.forEach(({ path, message }, index) =>
          form.setError(path as Path<EquestrianFormValues>, { type: 'server', message }, { shouldFocus: index === 0 }),
        );
        setGeneralError(placed.other.length > 0 ? placed.other.join(' ') : null);
        return;
      }
      notify.error(errorMessage(error));
    }
  };

  return (
    <FormProvider {...form}>
      <form
        onSubmit={(event) => void form.handleSubmit(submitValid)(event)}
        noValidate
        aria-label="Equestrian profile"
        aria-busy={isSubmitting || undefined}
        className="flex flex-col gap-6"
      >
        <section aria-labelledby="riding-heading" className={SECTION}>
          <h2 id="riding-heading" className="text-xl">
            Riding
          </h2>
          <Controller
            control={control}
            name="disciplines"
            render={({ field }) => (
              <fieldset className="flex flex-col gap-3">
                <legend className="mb-1 text-sm font-semibold text-ink">Disciplines</legend>
                <div className="grid grid-cols-1 gap-2 min-[380px]:grid-cols-2 sm:grid-cols-3">
                  {DISCIPLINES.map((discipline) => (
                    <Checkbox
                      key={discipline.id}
                      label={discipline.label}
                      checked={field.value.includes(discipline.id)}
                      disabled={isSubmitting}
                      onCheckedChange={(checked) =>
                        field.onChange(
                          checked ? [...field.value, discipline.id] : field.value.filter((id) => id !== discipline.id),
                        )
                      }
                      className="rounded-xl border border-line px-3 py-2"
                    />
                  ))}
                </div>
                <ListError message={messageAt(errors, 'disciplines.root')} />
              </fieldset>
            )}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Level" error={errors.level?.message}>
              {(props) => <Select {...props} options={LEVEL_OPTIONS} disabled={isSubmitting} {...register('level')} />}
            </Field>
            <Field label="Horses (optional)" hint="How many horses you ride or own." error={errors.horseCount?.message}>
              {(props) => <Input {...props} inputMode="numeric" disabled={isSubmitting} {...register('horseCount')} />}
            </Field>
          </div>
          <Controller
            control={control}
            name="breeds"
            render={({ field }) => (
              <ChipListField
                legend="Breeds (optional)"
                listLabel="Your breeds"
                emptyText="No breeds yet."
                addLabel="Breed to add"
                maxLength={FACET_LIMITS.breedLength}
                value={field.value}
                onChange={field.onChange}
                error={messageAt(errors, 'breeds.root')}
                isDisabled={isSubmitting || field.value.length >= FACET_LIMITS.breeds}
              />
            )}
          />
        </section>

        <section aria-labelledby="place-heading" className={SECTION}>
          <h2 id="place-heading" className="text-xl">
            Where you ride and speak
          </h2>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Country" error={errors.country?.message}>
              {(props) => (
                <Select
                  {...props}
                  options={COUNTRY_OPTIONS}
                  disabled={isSubmitting}
                  {...register('country', { onChange: () => form.setValue('region', '') })}
                />
              )}
            </Field>
            <Field label="Region (optional)" error={errors.region?.message}>
              {(props) => (
                <Select
                  {...props}
                  options={regionOptions}
                  disabled={isSubmitting || country === ''}
                  {...register('region')}
                />
              )}
            </Field>
          </div>
          <Controller
            control={control}
            name="languages"
            render={({ field }) => (
              <ChipListField
                legend="Languages"
                listLabel="Your languages"
                emptyText="No languages yet."
                addLabel="Language to add"
                options={LANGUAGE_OPTIONS}
                value={field.value}
                onChange={field.onChange}
                error={messageAt(errors, 'languages.root')}
                isDisabled={isSubmitting || field.value.length >= FACET_LIMITS.languages}
              />
            )}
          />
        </section>

        <section aria-labelledby="platforms-heading" className={SECTION}>
          <div className="flex flex-col gap-1">
            <h2 id="platforms-heading" className="text-xl">
              Platforms and audience
            </h2>
            <p className="text-sm text-ink-muted">
              Your own figures from each platform’s insights. Brands see them with the date you give.
            </p>
          </div>
          {form.getValues('platforms').map((platform, index) => (
            <EquestrianPlatformFields key={platform.platform} index={index} isDisabled={isSubmitting} />
          ))}
          {messageAt(errors, 'platforms.root') && <ErrorAlert>{messageAt(errors, 'platforms.root')}</ErrorAlert>}
        </section>

        {generalError && <ErrorAlert>{generalError}</ErrorAlert>}
        <ProfileFormActions saveLabel="Save equestrian profile" isSubmitting={isSubmitting} />
        <ProfileFormLeaveDialog blocker={blocker} />
      </form>
    </FormProvider>
  );
}
