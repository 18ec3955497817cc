import {
  CAMPAIGN_MESSAGES,
  CAMPAIGN_PLATFORMS,
  CAMPAIGN_PRICES,
  CampaignFormFieldsSchema,
  DEFAULT_CAMPAIGN_PLATFORM,
  DEFAULT_CAMPAIGN_PRICE,
  type BrandProfile,
  type Campaign,
  type CampaignFormFields,
} from '@equicreators/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type FormEvent } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { DeliverablesFields } from '@/components/forms/deliverables-fields';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Select } from '@/components/ui/select';
import { UploadProgress } from '@/components/ui/upload-progress';
import { rowIssues } from '@/lib/deliverable-drafts';
import { ApiError } from '@/lib/http/api-client';
import { notify } from '@/lib/toast/notify';
import type { CreatedCampaignState } from '../pages/manage-campaign-page';
import { routeUploadFailure } from '@/lib/upload/upload-failure';
import { useCreateCampaign } from '../api/create-campaign';
import { useEditCampaign } from '../api/edit-campaign';
import { sortFieldIssues } from '../campaign-form-errors';
import { fromDeadlineInput, toDeadlineInput } from '../deadline-input';
import { useDeliverablePlan } from '../hooks/use-deliverable-plan';
import { usePickedImages } from '../hooks/use-picked-images';
import { CampaignNichesField } from './campaign-niches-field';
import { ImagePicker } from './image-picker';

/**
 * The server's rules, but for the deadline as a `datetime-local` input shows it (the brand's clock):
 * it becomes the instant the server takes when sent, and the server checks it is in the future.
 */
const FormSchema = CampaignFormFieldsSchema.omit({ deliverablePlan: true }).extend({
  applicationDeadline: z.string().optional(),
});
type FormInput = z.input<typeof FormSchema>;
type FormValues = z.output<typeof FormSchema>;
type FieldName = keyof FormInput;
const FIELD_NAMES = Object.keys(FormSchema.shape) as FieldName[];

const PRICE_OPTIONS = CAMPAIGN_PRICES.map((price) => ({ value: price, label: price }));
const PLATFORM_OPTIONS = CAMPAIGN_PLATFORMS.map((platform) => ({ value: platform, label: platform }));

/** Spec §3 defaults (§9: Paid, Instagram); the company, brand and contact come from the brand's profile. */
function defaultsFrom(profile: BrandProfile): FormInput {
  return {
    applicationDeadline: '',
    companyName: profile.companyName,
    campaignTitle: '',
    campaignDescription: '',
    requirements: '',
    deliverables: '',
    deadlines: '',
    compensation: '',
    brand: profile.companyName,
    COEmail: profile.email,
    price: DEFAULT_CAMPAIGN_PRICE,
    social_media: DEFAULT_CAMPAIGN_PLATFORM,
    niches: [],
  };
}

/** An edit starts from the campaign as it is. */
function valuesOf(campaign: Campaign): FormInput {
  return {
    companyName: campaign.companyName,
    campaignTitle: campaign.campaignTitle,
    campaignDescription: campaign.campaignDescription,
    requirements: campaign.requirements,
    deliverables: campaign.deliverables,
    deadlines: campaign.deadlines,
    compensation: campaign.compensation,
    brand: campaign.brand,
    COEmail: campaign.COEmail,
    price: campaign.price,
    social_media: campaign.social_media,
    niches: campaign.niches,
    applicationDeadline: toDeadlineInput(campaign.applicationDeadline),
  };
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
  const [deliverablesText, deadlinesText] = useWatch({ control: form.control, name: ['deliverables', 'deadlines'] });
  const plan = useDeliverablePlan(campaign, deliverablesText ?? '', deadlinesText ?? '');
  const [planErrors, setPlanErrors] = useState<Record<string, string>>({});

  const showFailure = (error: unknown) => {
    if (error instanceof ApiError && error.code === 'PAYMENT_REQUIRED') {
      // The server's words: how to resubscribe for a lapsed brand, the spec's sentence otherwise.
      setGeneralError(error.message);
      return;
    }
    routeUploadFailure(error, {
      onFields: (allIssues) => {
        // The plan's rows show their own issues ('deliverablePlan.0.title').
        setPlanErrors(rowIssues(allIssues, 'deliverablePlan'));
        const issues = allIssues.filter((issue) => !issue.field.startsWith('deliverablePlan'));
        const sorted = sortFieldIssues(issues, FIELD_NAMES);
        sorted.fields.forEach(({ field, message }, index) =>
          form.setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
        );
        if (sorted.images.length > 0) pickedImages.setProblems(sorted.images);
        setGeneralError(sorted.other.length > 0 ? sorted.other.join(' ') : null);
      },
      onFileRefused: (message) => pickedImages.setProblems([message]),
      onOther: setGeneralError,
    });
  };

  const submitValid = async (values: FormValues) => {
    if (!pickedImages.check()) return;
    setGeneralError(null);
    setPlanErrors({});
    setProgress(0);
    const fields: CampaignFormFields = {
      ...values,
      applicationDeadline: fromDeadlineInput(values.applicationDeadline),
      deliverablePlan: plan.toSend(),
    };
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
    // The images are checked with the fields, so an empty submit names every missing piece at once.
    if (pickedImages.images.length === 0) pickedImages.check();
    void form.handleSubmit(submitValid)(event);
  };

  const text = (name: FieldName) => form.register(name);

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      aria-label={campaign ? 'Edit campaign' : 'Create New Campaign'}
      aria-busy={isSubmitting || undefined}
      className="flex flex-col gap-5 rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)]"
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
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Requirements" error={errors.requirements?.message} hint="Who you are looking for.">
          {(control) => <Textarea {...control} rows={4} {...text('requirements')} />}
        </Field>
        <Field label="Deliverables" error={errors.deliverables?.message} hint="What the creator publishes.">
          {(control) => <Textarea {...control} rows={4} {...text('deliverables')} />}
        </Field>
        <Field label="Deadlines" error={errors.deadlines?.message} hint="Start and end dates, in your words.">
          {(control) => <Input {...control} {...text('deadlines')} />}
        </Field>
        <Field label="Compensation" error={errors.compensation?.message} hint="Budget and what the creator receives.">
          {(control) => <Input {...control} {...text('compensation')} />}
        </Field>
        <Field label="Campaign owner e-mail" error={errors.COEmail?.message}>
          {(control) => <Input {...control} type="email" autoComplete="email" {...text('COEmail')} />}
        </Field>
        <Field
          label="Application deadline (optional)"
          error={errors.applicationDeadline?.message}
          hint="After it, the campaign takes no new applications."
        >
          {(control) => <Input {...control} type="datetime-local" {...text('applicationDeadline')} />}
        </Field>
        <div className="grid grid-cols-2 gap-4">
          <Field label="Price" error={errors.price?.message}>
            {(control) => <Select {...control} options={PRICE_OPTIONS} {...text('price')} />}
          </Field>
          <Field label="Platform" error={errors.social_media?.message}>
            {(control) => <Select {...control} options={PLATFORM_OPTIONS} {...text('social_media')} />}
          </Field>
        </div>
      </div>
      <section className="flex flex-col gap-2" aria-labelledby="deliverables-plan-heading">
        <h2 id="deliverables-plan-heading" className="text-sm font-semibold text-ink">
          Deliverables plan
        </h2>
        <p className="text-xs text-ink-muted">
          {plan.isFollowingText
            ? 'Filled from Deliverables and Deadlines until you change it. Each hire starts with this list.'
            : 'Each new hire starts with this list; you can adjust a hire’s list before its first submission.'}
        </p>
        <DeliverablesFields
          label="Deliverables plan"
          drafts={plan.drafts}
          onChange={plan.handleChange}
          errors={planErrors}
          disabled={isSubmitting}
        />
      </section>
      <Controller
        control={form.control}
        name="niches"
        render={({ field }) => (
          <CampaignNichesField
            value={Array.isArray(field.value) ? (field.value as string[]) : []}
            onChange={field.onChange}
            error={errors.niches?.message}
          />
        )}
      />

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
