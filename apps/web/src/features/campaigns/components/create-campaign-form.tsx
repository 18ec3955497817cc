import {
  CAMPAIGN_MESSAGES,
  CAMPAIGN_PLATFORMS,
  CreateCampaignFieldsSchema,
  DEFAULT_CAMPAIGN_PLATFORM,
  priceOfKinds,
  type BrandProfile,
  type Campaign,
  type CampaignFormFields,
  type ParsedOfferInput,
} from '@equicreators/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type FormEvent } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Select } from '@/components/ui/select';
import { UploadProgress } from '@/components/ui/upload-progress';
import { ApiError } from '@/lib/http/api-client';
import { notify } from '@/lib/toast/notify';
import type { CreatedCampaignState } from '../pages/manage-campaign-page';
import { routeUploadFailure } from '@/lib/upload/upload-failure';
import { useCreateCampaign } from '../api/create-campaign';
import { useEditCampaign } from '../api/edit-campaign';
import { sortFieldIssues } from '../campaign-form-errors';
import { useOfferDraft } from '../hooks/use-offer-draft';
import { usePickedImages } from '../hooks/use-picked-images';
import { CampaignNichesField } from './campaign-niches-field';
import { CountriesWantedField, DisciplinesWantedField } from './campaign-targets-fields';
import { ImagePicker } from './image-picker';
import { OfferCompensationFields } from './offer/offer-compensation-fields';
import { OfferDatesFields } from './offer/offer-dates-fields';
import { OfferDeliverablesFields } from './offer/offer-deliverables-fields';
import { OfferTermsFields } from './offer/offer-terms-fields';

/**
 * The server's rules for the campaign's own texts; the terms (compensation, dates, deliverables,
 * rights) are the offer, built beside them (issue 31), and the spec's texts are derived from it.
 */
const FormSchema = CreateCampaignFieldsSchema.omit({
  compensation: true,
  deadlines: true,
  deliverables: true,
  price: true,
});
type FormInput = z.input<typeof FormSchema>;
type FormValues = z.output<typeof FormSchema>;
type FieldName = keyof FormInput;
const FIELD_NAMES = Object.keys(FormSchema.shape) as FieldName[];

const PLATFORM_OPTIONS = CAMPAIGN_PLATFORMS.map((platform) => ({ value: platform, label: platform }));

/** Spec §3 defaults (§9: Instagram); the company, brand and contact come from the brand's profile. */
function defaultsFrom(profile: BrandProfile): FormInput {
  return {
    companyName: profile.companyName,
    campaignTitle: '',
    campaignDescription: '',
    requirements: '',
    brand: profile.companyName,
    COEmail: profile.email,
    social_media: DEFAULT_CAMPAIGN_PLATFORM,
    niches: [],
    targetDisciplines: [],
    targetCountries: [],
  };
}

/** An edit starts from the campaign as it is. */
function valuesOf(campaign: Campaign): FormInput {
  return {
    companyName: campaign.companyName,
    campaignTitle: campaign.campaignTitle,
    campaignDescription: campaign.campaignDescription,
    requirements: campaign.requirements,
    brand: campaign.brand,
    COEmail: campaign.COEmail,
    social_media: campaign.social_media,
    niches: campaign.niches,
    targetDisciplines: campaign.targetDisciplines,
    targetCountries: campaign.targetCountries,
  };
}

/** What the API takes: the texts, and the offer the spec's texts are derived from. */
function fieldsToSend(values: FormValues, offer: ParsedOfferInput): CampaignFormFields {
  return { ...values, compensation: '', deadlines: '', deliverables: '', price: priceOfKinds(offer.kinds), offer };
}

export type CreateCampaignFormProps =
  | { profile: BrandProfile; campaign?: undefined }
  /** Edit mode (issue 21): the campaign's fields and images, saved with PUT /api/campaign/{id}. */
  | { profile?: undefined; campaign: Campaign };

/**
 * Create New Campaign (spec §2, §3, §5), or edit one: the fields checked by the server's own
 * schema, the images checked by the picker (when editing, the current ones first, each removable
 * and movable like new ones), then one multipart upload with its progress. The server's verdict on
 * a field lands beside that field, and a refusal keeps everything typed.
 */
export function CreateCampaignForm({ profile, campaign }: CreateCampaignFormProps) {
  const navigate = useNavigate();
  const createCampaign = useCreateCampaign();
  const editCampaign = useEditCampaign();
  const pickedImages = usePickedImages(
    campaign?.imageIds.map((fileId, index) => ({
      fileId,
      previewUrl: campaign.thumbnails[index] ?? campaign.images[index] ?? '',
    })),
  );
  const [progress, setProgress] = useState<number | null>(null);
  const [generalError, setGeneralError] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(FormSchema),
    defaultValues: campaign ? valuesOf(campaign) : defaultsFrom(profile),
  });
  const { errors, isSubmitting } = form.formState;
  const platform = useWatch({ control: form.control, name: 'social_media' }) ?? DEFAULT_CAMPAIGN_PLATFORM;
  const offer = useOfferDraft(campaign);

  const showFailure = (error: unknown) => {
    if (error instanceof ApiError && error.code === 'PAYMENT_REQUIRED') {
      // The server's words: how to resubscribe for a lapsed brand, the spec's sentence otherwise.
      setGeneralError(error.message);
      return;
    }
    routeUploadFailure(error, {
      onFields: (allIssues) => {
        // The offer's fields show their own issues ('offer.feeMinor', 'offer.deliverables.0.dueDate').
        const offerIssues = allIssues.filter((issue) => issue.field.startsWith('offer.'));
        offer.setErrors(Object.fromEntries(offerIssues.map(({ field, message }) => [field, message])));
        const issues = allIssues.filter((issue) => !issue.field.startsWith('offer.'));
        const sorted = sortFieldIssues(issues, FIELD_NAMES);
        sorted.fields.forEach(({ field, message }, index) =>
          form.setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
        );
        if (sorted.images.length > 0) pickedImages.setProblems(sorted.images);
        setGeneralError(sorted.other.length > 0 ? sorted.other.join(' ') : null);
        if (sorted.fields.length === 0 && offerIssues.length > 0) focusFirstInvalid();
      },
      onFileRefused: (message) => pickedImages.setProblems([message]),
      onOther: setGeneralError,
    });
  };

  const submitValid = async (values: FormValues) => {
    const checkedOffer = offer.check();
    if (!pickedImages.check() || !checkedOffer) {
      focusFirstInvalid();
      return;
    }
    setGeneralError(null);
    setProgress(0);
    const fields = fieldsToSend(values, checkedOffer);
    try {
      if (campaign) {
        await editCampaign.mutateAsync({
          campaignId: campaign._id,
          fields,
          images: pickedImages.images,
          onProgress: setProgress,
        });
        notify.success(CAMPAIGN_MESSAGES.updated);
        await navigate('/manage-campaign');
      } else {
        const created = await createCampaign.mutateAsync({
          fields,
          images: pickedImages.images.flatMap((image) => (image.file ? [image.file] : [])),
          onProgress: setProgress,
        });
        // The new campaign's own page confirms it (no toast: the page shows the result).
        const state: CreatedCampaignState = { created: true };
        await navigate(`/manage-campaign/${encodeURIComponent(created._id)}`, { state });
      }
    } catch (error) {
      showFailure(error);
    } finally {
      setProgress(null);
    }
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    // The images and the offer are checked with the fields, so an empty submit names every missing piece at once.
    if (pickedImages.images.length === 0) pickedImages.check();
    offer.check();
    void form.handleSubmit(submitValid)(event);
  };

  const text = (name: FieldName) => form.register(name);
  const offerProps = { draft: offer.draft, onChange: offer.change, errors: offer.errors, disabled: isSubmitting };

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      aria-label={campaign ? 'Edit campaign' : 'Create New Campaign'}
      aria-busy={isSubmitting || undefined}
      className="flex min-w-0 flex-col gap-5 rounded-[var(--radius-card)] bg-white p-4 shadow-[var(--shadow-card)] sm:p-6"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Company name" error={errors.companyName?.message}>
          {(control) => <Input {...control} autoComplete="organization" {...text('companyName')} />}
        </Field>
        <Field label="Brand" error={errors.brand?.message}>
          {(control) => <Input {...control} {...text('brand')} />}
        </Field>
      </div>
      <Field label="Campaign title" error={errors.campaignTitle?.message}>
        {(control) => <Input {...control} {...text('campaignTitle')} />}
      </Field>
      <Field label="Description (optional)" error={errors.campaignDescription?.message}>
        {(control) => <Textarea {...control} rows={4} {...text('campaignDescription')} />}
      </Field>
      <Field label="Requirements" error={errors.requirements?.message} hint="Who you are looking for.">
        {(control) => <Textarea {...control} rows={4} {...text('requirements')} />}
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Campaign owner e-mail" error={errors.COEmail?.message}>
          {(control) => <Input {...control} type="email" autoComplete="email" {...text('COEmail')} />}
        </Field>
        <Field label="Platform" error={errors.social_media?.message} hint="Where the campaign mainly runs.">
          {(control) => <Select {...control} options={PLATFORM_OPTIONS} {...text('social_media')} />}
        </Field>
      </div>
      <Controller
        control={form.control}
        name="niches"
        render={({ field }) => (
          <CampaignNichesField value={listOf(field.value)} onChange={field.onChange} error={errors.niches?.message} />
        )}
      />
      <Controller
        control={form.control}
        name="targetDisciplines"
        render={({ field }) => (
          <DisciplinesWantedField
            value={listOf(field.value)}
            onChange={field.onChange}
            error={errors.targetDisciplines?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="targetCountries"
        render={({ field }) => (
          <CountriesWantedField
            value={listOf(field.value)}
            onChange={field.onChange}
            error={errors.targetCountries?.message}
          />
        )}
      />

      <OfferCompensationFields {...offerProps} />
      <OfferDatesFields {...offerProps} />
      <OfferDeliverablesFields {...offerProps} platform={platform} />
      <OfferTermsFields {...offerProps} />

      <ImagePicker
        images={pickedImages.images}
        problems={pickedImages.problems}
        isDisabled={isSubmitting}
        onAdd={pickedImages.add}
        onRemove={pickedImages.remove}
        onMove={pickedImages.move}
      />

      <UploadProgress
        progress={progress}
        label="Uploading images"
        uploadingText="Uploading images…"
        savingText="Saving the campaign…"
      />
      {generalError && <ErrorAlert>{generalError}</ErrorAlert>}
      <Button type="submit" size="lg" isLoading={isSubmitting} className="self-start">
        {campaign ? 'Save changes' : 'Create campaign'}
      </Button>
    </form>
  );
}

/** A list field's value as the form holds it (its input type also allows the comma-separated text). */
function listOf(value: unknown): string[] {
  return Array.isArray(value) ? (value as string[]) : [];
}

/** Moves the focus to the first field marked invalid once its message has rendered. */
function focusFirstInvalid(): void {
  requestAnimationFrame(() => {
    const invalid = document.querySelector<HTMLElement>('form [aria-invalid="true"]');
    invalid?.focus();
  });
}
