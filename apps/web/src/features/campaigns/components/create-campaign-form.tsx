import {
  CAMPAIGN_MESSAGES,
  CAMPAIGN_PLATFORMS,
  CAMPAIGN_PRICES,
  CreateCampaignFieldsSchema,
  DEFAULT_CAMPAIGN_PLATFORM,
  DEFAULT_CAMPAIGN_PRICE,
  type BrandProfile,
  type CreateCampaignFields,
  type CreateCampaignFieldsInput,
} from '@equicreators/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type FormEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Select } from '@/components/ui/select';
import { UploadProgress } from '@/components/ui/upload-progress';
import { ApiError } from '@/lib/http/api-client';
import { notify } from '@/lib/toast/notify';
import { routeUploadFailure } from '@/lib/upload/upload-failure';
import { useCreateCampaign } from '../api/create-campaign';
import { sortFieldIssues } from '../campaign-form-errors';
import { usePickedImages } from '../hooks/use-picked-images';
import { CampaignNichesField } from './campaign-niches-field';
import { ImagePicker } from './image-picker';

type FieldName = keyof CreateCampaignFieldsInput;
const FIELD_NAMES = Object.keys(CreateCampaignFieldsSchema.shape) as FieldName[];

const PRICE_OPTIONS = CAMPAIGN_PRICES.map((price) => ({ value: price, label: price }));
const PLATFORM_OPTIONS = CAMPAIGN_PLATFORMS.map((platform) => ({ value: platform, label: platform }));

/** Spec §3 defaults (§9: Paid, Instagram); the company, brand and contact come from the brand's profile. */
function defaultsFrom(profile: BrandProfile): CreateCampaignFieldsInput {
  return {
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

export type CreateCampaignFormProps = { profile: BrandProfile };

/**
 * Create New Campaign (spec §2, §3, §5): the fields checked by the server's own schema, the images
 * checked by the picker, then one multipart upload with its progress. The server's verdict on a
 * field lands beside that field.
 */
export function CreateCampaignForm({ profile }: CreateCampaignFormProps) {
  const navigate = useNavigate();
  const createCampaign = useCreateCampaign();
  const pickedImages = usePickedImages();
  const [progress, setProgress] = useState<number | null>(null);
  const [generalError, setGeneralError] = useState<string | null>(null);
  const form = useForm<CreateCampaignFieldsInput, unknown, CreateCampaignFields>({
    resolver: zodResolver(CreateCampaignFieldsSchema),
    defaultValues: defaultsFrom(profile),
  });
  const { errors, isSubmitting } = form.formState;

  const showFailure = (error: unknown) => {
    if (error instanceof ApiError && error.code === 'PAYMENT_REQUIRED') {
      setGeneralError(CAMPAIGN_MESSAGES.paymentRequired);
      return;
    }
    routeUploadFailure(error, {
      onFields: (issues) => {
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

  const submitValid = async (fields: CreateCampaignFields) => {
    if (!pickedImages.check()) return;
    setGeneralError(null);
    setProgress(0);
    try {
      await createCampaign.mutateAsync({
        fields,
        images: pickedImages.images.map((image) => image.file),
        onProgress: setProgress,
      });
      notify.success(CAMPAIGN_MESSAGES.created);
      await navigate('/manage-campaign');
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
      aria-label="Create New Campaign"
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
        <div className="grid grid-cols-2 gap-4">
          <Field label="Price" error={errors.price?.message}>
            {(control) => <Select {...control} options={PRICE_OPTIONS} {...text('price')} />}
          </Field>
          <Field label="Platform" error={errors.social_media?.message}>
            {(control) => <Select {...control} options={PLATFORM_OPTIONS} {...text('social_media')} />}
          </Field>
        </div>
      </div>
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
        Create campaign
      </Button>
    </form>
  );
}
