import { CreatorRegistrationSchema, UI_TIMINGS, type CreatorRegistration } from '@equicreators/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { registerCreator } from '../api/registration';
import { EmailCodeField } from './email-code-field';
import { NichePicker } from './niche-picker';
import { reportRegistrationError } from './report-registration-error';
import { sendCodeFromForm } from './send-code';
import { TermsAcceptance } from './terms-acceptance';
import { SocialLinksEditor } from './social-links-editor';
import { useWizard, type WizardStep } from './use-wizard';
import { WizardFrame } from './wizard-frame';

type CreatorForm = CreatorRegistration;

/** Spec §2: the influencer wizard has three steps. */
/** Where a new creator's first login lands: their equestrian profile (a `next` of return-path.ts). */
const FIRST_LOGIN_PATH = `/login?next=${encodeURIComponent('/influencers/profile/equestrian')}`;

const CREATOR_STEPS: WizardStep<Path<CreatorForm>>[] = [
  { title: 'Your account', fields: ['email', 'password', 'firstName', 'lastName'] },
  { title: 'About you', fields: ['phoneNumber', 'bio', 'auth'] },
  { title: 'Your reach', fields: ['niche', 'socialMediaLinks', 'acceptTerms'] },
];

/** Spec §8 toasts for the server's code message. */
const CODE_TOASTS = {
  'Invalid authentication code or email': 'Invalid authentication code or email. Please try again.',
};

export function CreatorWizard() {
  const [isDone, setDone] = useState(false);
  const form = useForm<CreatorForm, unknown, z.output<typeof CreatorRegistrationSchema>>({
    resolver: zodResolver(CreatorRegistrationSchema),
    mode: 'onTouched',
    defaultValues: {
      email: '',
      password: '',
      firstName: '',
      lastName: '',
      phoneNumber: '',
      bio: '',
      auth: '',
      niche: [],
      socialMediaLinks: [{ link: '', followerCount: '' }],
      acceptTerms: false,
    },
  });
  const { register, formState } = form;
  const errors = formState.errors;
  const wizard = useWizard(CREATOR_STEPS, (fields) => form.trigger(fields, { shouldFocus: true }));

  // Spec §4: after signing up, the creator goes to /login after 3 seconds; the login then lands on
  // the equestrian profile to fill (issue 33: sign-up has no room for its lists in /join's budget).
  useEffect(() => {
    if (!isDone) return;
    // A page load: /join runs without the router (decision 012).
    const timer = window.setTimeout(() => window.location.assign(FIRST_LOGIN_PATH), UI_TIMINGS.creatorSignupRedirectMs);
    return () => window.clearTimeout(timer);
  }, [isDone]);

  const handleConfirm = form.handleSubmit(async (values) => {
    try {
      await registerCreator(values);
      // No toast: the panel that replaces the form says the account is ready (issue 30).
      setDone(true);
    } catch (error) {
      reportRegistrationError(error, {
        setFieldError: (field, message) => form.setError(field as Path<CreatorForm>, { message }),
        showField: wizard.showField,
        toastFor: CODE_TOASTS,
      });
    }
  });

  if (isDone) {
    return (
      <div role="status" className="flex flex-col gap-3">
        <h2 className="font-display text-3xl text-brand-900">Welcome to EquiCreators!</h2>
        <p className="text-ink-muted">Your account is ready. Taking you to the login page…</p>
      </div>
    );
  }

  return (
    <WizardFrame
      label="Content creator sign-up"
      titles={wizard.titles}
      current={wizard.current}
      isFirst={wizard.isFirst}
      isLast={wizard.isLast}
      isSubmitting={formState.isSubmitting}
      onBack={wizard.back}
      onNext={wizard.next}
      onConfirm={handleConfirm}
    >
      {wizard.current === 0 && (
        <>
          <EmailCodeField
            registration={register('email')}
            error={errors.email?.message}
            onSendCode={() =>
              sendCodeFromForm('contentCreator', {
                validate: () => form.trigger('email', { shouldFocus: true }),
                read: () => form.getValues('email'),
              })
            }
          />
          <Field label="Password" error={errors.password?.message} hint="At least 8 characters.">
            {(control) => <Input {...control} type="password" autoComplete="new-password" {...register('password')} />}
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="First name" error={errors.firstName?.message}>
              {(control) => <Input {...control} autoComplete="given-name" {...register('firstName')} />}
            </Field>
            <Field label="Last name" error={errors.lastName?.message}>
              {(control) => <Input {...control} autoComplete="family-name" {...register('lastName')} />}
            </Field>
          </div>
        </>
      )}
      {wizard.current === 1 && (
        <>
          <Field label="Phone" error={errors.phoneNumber?.message}>
            {(control) => (
              <Input {...control} type="tel" inputMode="tel" autoComplete="tel" {...register('phoneNumber')} />
            )}
          </Field>
          <Field label="Bio" error={errors.bio?.message} hint="A few lines about you, your horses and what you create.">
            {(control) => <Textarea {...control} {...register('bio')} />}
          </Field>
          <Field label="Auth code" error={errors.auth?.message} hint="The 6-digit code we e-mailed you.">
            {(control) => (
              <Input
                {...control}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                {...register('auth')}
              />
            )}
          </Field>
        </>
      )}
      {wizard.current === 2 && (
        <>
          <Controller
            control={form.control}
            name="niche"
            render={({ field }) => (
              <NichePicker
                value={field.value}
                onChange={field.onChange}
                error={errors.niche?.message ?? errors.niche?.root?.message}
              />
            )}
          />
          <SocialLinksEditor control={form.control} register={register} errors={errors.socialMediaLinks} />
          <Controller
            control={form.control}
            name="acceptTerms"
            render={({ field }) => (
              <TermsAcceptance
                isAccepted={field.value}
                onAcceptedChange={field.onChange}
                error={errors.acceptTerms?.message}
              />
            )}
          />
        </>
      )}
    </WizardFrame>
  );
}
