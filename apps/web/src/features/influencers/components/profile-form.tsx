import { INFLUENCER_MESSAGES, type OwnInfluencerProfile } from '@equicreators/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch, type Path } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { UploadProgress } from '@/components/ui/upload-progress';
import { ErrorAlert } from '@/components/ui/error-alert';
import { notify } from '@/lib/toast/notify';
import { routeUploadFailure } from '@/lib/upload/upload-failure';
import { useUpdateProfile } from '../api/update-profile';
import { useUnsavedChanges } from '../hooks/use-unsaved-changes';
import { PictureField } from './picture-field';
import { usePictureChoice } from './picture-field-state';
import { ProfileFormActions } from './profile-form-actions';
import { ProfileFormLeaveDialog } from './profile-form-leave-dialog';
import { ProfileNiches } from './profile-form-niches';
import { ProfileSocialLinks } from './profile-form-social-links';
import {
  isNewLoginEmail,
  placeProfileIssues,
  profileFormDefaults,
  ProfileFieldsSchema,
  type ProfileFields,
  type ProfileFormValues,
} from './profile-form-values';

// The pending-address note is read long after the save toast, so it stays a little longer.
const EMAIL_NOTE_MS = 8_000;

export type ProfileFormProps = { profile: OwnInfluencerProfile };

/**
 * Edit influencer profile (spec §2, §5): the server's own rules on every field, the picture checked
 * on choosing, one multipart upload with its progress. A refusal lands beside the field it is about
 * and keeps everything typed; leaving with changes not saved asks first.
 */
export function ProfileForm({ profile }: ProfileFormProps) {
  const navigate = useNavigate();
  const updateProfile = useUpdateProfile();
  const picture = usePictureChoice();
  const [progress, setProgress] = useState<number | null>(null);
  const [generalError, setGeneralError] = useState<string | null>(null);
  const form = useForm<ProfileFormValues, unknown, ProfileFields>({
    resolver: zodResolver(ProfileFieldsSchema),
    defaultValues: profileFormDefaults(profile),
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const typedEmail = useWatch({ control: form.control, name: 'email' });
  const asksForPassword = isNewLoginEmail(typedEmail ?? '', profile);
  const { blocker, allowLeaving } = useUnsavedChanges(isDirty || picture.choice.kind !== 'keep');

  const showFailure = (error: unknown) =>
    routeUploadFailure(error, {
      onFields: (issues) => {
        const placed = placeProfileIssues(issues, form.getValues('socialMediaLinks')?.length ?? 0);
        placed.fields.forEach(({ path, message }, index) =>
          form.setError(path as Path<ProfileFormValues>, { type: 'server', message }, { shouldFocus: index === 0 }),
        );
        if (placed.picture.length > 0) picture.setProblem(placed.picture.join(' '));
        setGeneralError(placed.other.length > 0 ? placed.other.join(' ') : null);
      },
      onFileRefused: picture.setProblem,
      onOther: (message) => notify.error(message),
    });

  const submitValid = async (typed: ProfileFields) => {
    const isChangingEmail = isNewLoginEmail(typed.email, profile);
    if (isChangingEmail && typed.currentPassword === '') {
      form.setError(
        'currentPassword',
        { type: 'required', message: INFLUENCER_MESSAGES.currentPasswordRequired },
        { shouldFocus: true },
      );
      return;
    }
    // A password typed for an address then typed back is not sent.
    const fields = isChangingEmail ? typed : { ...typed, currentPassword: '' };
    setGeneralError(null);
    setProgress(0);
    const { choice } = picture;
    try {
      await updateProfile.mutateAsync({
        fields,
        picture: { file: choice.kind === 'new' ? choice.file : undefined, removePicture: choice.kind === 'remove' },
        onProgress: setProgress,
      });
      notify.success(INFLUENCER_MESSAGES.profileSaved);
      // A new address gets a link; the one already waiting keeps its link (the server sends no other).
      if (isChangingEmail) {
        notify.info(INFLUENCER_MESSAGES.emailChangePending, { durationMs: EMAIL_NOTE_MS });
      }
      allowLeaving();
      await navigate('/influencers/profile');
    } catch (error) {
      showFailure(error);
    } finally {
      setProgress(null);
    }
  };

  const text = (name: 'firstName' | 'lastName' | 'bio' | 'description' | 'email' | 'phoneNumber') =>
    form.register(name);
  const nicheErrors = errors.niche;
  const nicheError = nicheErrors?.message ?? nicheErrors?.find?.((issue) => issue?.message)?.message;

  return (
    <form
      onSubmit={(event) => void form.handleSubmit(submitValid)(event)}
      noValidate
      aria-label="Edit profile"
      aria-busy={isSubmitting || undefined}
      className="flex flex-col gap-6 rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)]"
    >
      <PictureField
        savedUrl={profile.media}
        choice={picture.choice}
        problem={picture.problem}
        isDisabled={isSubmitting}
        onChoose={picture.choose}
        onRemove={picture.remove}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="First name" error={errors.firstName?.message}>
          {(control) => <Input {...control} autoComplete="given-name" {...text('firstName')} />}
        </Field>
        <Field label="Last name" error={errors.lastName?.message}>
          {(control) => <Input {...control} autoComplete="family-name" {...text('lastName')} />}
        </Field>
        <Field
          label="Email"
          error={errors.email?.message}
          hint={
            profile.pendingEmail
              ? `Waiting for you to confirm ${profile.pendingEmail}: open the link we sent there.`
              : 'A new address receives a link first; your login changes when you open it.'
          }
        >
          {(control) => <Input {...control} type="email" autoComplete="email" {...text('email')} />}
        </Field>
        {asksForPassword && (
          <Field
            label="Current password"
            error={errors.currentPassword?.message}
            hint="To change the e-mail you log in with, confirm it is you. We also tell your current address."
          >
            {(control) => (
              <Input
                {...control}
                type="password"
                autoComplete="current-password"
                {...form.register('currentPassword')}
              />
            )}
          </Field>
        )}
        <Field label="Phone number (optional)" error={errors.phoneNumber?.message}>
          {(control) => <Input {...control} type="tel" autoComplete="tel" {...text('phoneNumber')} />}
        </Field>
      </div>
      <Field label="Bio" error={errors.bio?.message} hint="A line or two brands read on your card.">
        {(control) => <Textarea {...control} rows={3} {...text('bio')} />}
      </Field>
      <Field label="Description" error={errors.description?.message} hint="What you create and for whom.">
        {(control) => <Textarea {...control} rows={5} {...text('description')} />}
      </Field>
      <Controller
        control={form.control}
        name="niche"
        render={({ field }) => (
          <ProfileNiches
            value={field.value ?? []}
            onChange={field.onChange}
            error={nicheError}
            isDisabled={isSubmitting}
          />
        )}
      />
      <ProfileSocialLinks control={form.control} errors={errors.socialMediaLinks} isDisabled={isSubmitting} />

      <UploadProgress
        progress={progress}
        label="Saving your profile"
        uploadingText="Uploading…"
        savingText="Saving your profile…"
      />
      {generalError && <ErrorAlert>{generalError}</ErrorAlert>}
      <ProfileFormActions saveLabel="Save profile" isSubmitting={isSubmitting} />
      <ProfileFormLeaveDialog blocker={blocker} />
    </form>
  );
}
