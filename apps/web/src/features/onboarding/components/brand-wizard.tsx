import {
  BRAND_COLLABORATION_TYPES,
  BRAND_INFLUENCER_TYPES,
  BRAND_SUBSCRIPTIONS,
  BrandRegistrationSchema,
  type BrandRegistration,
} from '@equicreators/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { registerBrand } from '../api/registration';
import { EmailCodeField } from './email-code-field';
import { reportRegistrationError } from './report-registration-error';
import { sendCodeFromForm } from './send-code';
import { TermsAcceptance } from './terms-acceptance';
import { useWizard, type WizardStep } from './use-wizard';
import { WizardFrame } from './wizard-frame';

type BrandForm = BrandRegistration;

/** Spec §2: the brand wizard has four steps. */
const BRAND_STEPS: WizardStep<Path<BrandForm>>[] = [
  { title: 'About you', fields: ['fullName', 'email', 'password'] },
  { title: 'Your company', fields: ['companyName', 'phone', 'brandDescription'] },
  { title: 'Collaboration', fields: ['influencerType', 'brandAddress', 'collaborationType'] },
  { title: 'Subscription', fields: ['subscription', 'auth', 'acceptTerms'] },
];

const CODE_TOASTS = { 'Invalid authentication code': 'Invalid authentication code. Please try again.' };

const toOptions = (values: readonly string[], placeholder: string) => [
  { value: '', label: placeholder },
  ...values.map((value) => ({ value, label: value })),
];

export function BrandWizard({ onRegistered }: { onRegistered: () => void }) {
  const form = useForm<BrandForm, unknown, z.output<typeof BrandRegistrationSchema>>({
    resolver: zodResolver(BrandRegistrationSchema),
    mode: 'onTouched',
    defaultValues: {
      fullName: '',
      email: '',
      password: '',
      companyName: '',
      phone: '',
      brandDescription: '',
      influencerType: [],
      brandAddress: '',
      auth: '',
      acceptTerms: false,
    },
  });
  const { register, formState } = form;
  const errors = formState.errors;
  const wizard = useWizard(BRAND_STEPS, (fields) => form.trigger(fields, { shouldFocus: true }));

  const handleConfirm = form.handleSubmit(async (values) => {
    try {
      await registerBrand(values);
      onRegistered();
    } catch (error) {
      reportRegistrationError(error, {
        setFieldError: (field, message) => form.setError(field as Path<BrandForm>, { message }),
        showField: wizard.showField,
        toastFor: CODE_TOASTS,
      });
    }
  });

  return (
    <WizardFrame
      label="Brand sign-up"
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
          <Field label="Full name" error={errors.fullName?.message}>
            {(control) => <Input {...control} autoComplete="name" {...register('fullName')} />}
          </Field>
          <EmailCodeField
            registration={register('email')}
            error={errors.email?.message}
            onSendCode={() =>
              sendCodeFromForm('brand', {
                validate: () => form.trigger('email', { shouldFocus: true }),
                read: () => form.getValues('email'),
              })
            }
          />
          <Field label="Password" error={errors.password?.message} hint="At least 8 characters.">
            {(control) => <Input {...control} type="password" autoComplete="new-password" {...register('password')} />}
          </Field>
        </>
      )}
      {wizard.current === 1 && (
        <>
          <Field label="Company name" error={errors.companyName?.message}>
            {(control) => <Input {...control} autoComplete="organization" {...register('companyName')} />}
          </Field>
          <Field label="Phone" error={errors.phone?.message}>
            {(control) => <Input {...control} type="tel" inputMode="tel" autoComplete="tel" {...register('phone')} />}
          </Field>
          <Field label="Brand description" error={errors.brandDescription?.message}>
            {(control) => <Textarea {...control} {...register('brandDescription')} />}
          </Field>
        </>
      )}
      {wizard.current === 2 && (
        <>
          <Controller
            control={form.control}
            name="influencerType"
            render={({ field }) => (
              <fieldset className="flex flex-col gap-2">
                <legend className="mb-1 text-sm font-semibold text-ink">What would you like to run?</legend>
                {BRAND_INFLUENCER_TYPES.map((kind) => (
                  <Checkbox
                    key={kind}
                    label={kind}
                    checked={field.value.includes(kind)}
                    onCheckedChange={(isChecked) =>
                      field.onChange(isChecked ? [...field.value, kind] : field.value.filter((value) => value !== kind))
                    }
                  />
                ))}
                {(errors.influencerType?.message ?? errors.influencerType?.root?.message) && (
                  <p role="alert" className="text-sm text-red-700">
                    {errors.influencerType?.message ?? errors.influencerType?.root?.message}
                  </p>
                )}
              </fieldset>
            )}
          />
          <Field label="Brand address" error={errors.brandAddress?.message}>
            {(control) => <Input {...control} autoComplete="street-address" {...register('brandAddress')} />}
          </Field>
          <Field label="Collaboration type" error={errors.collaborationType?.message}>
            {(control) => (
              <Select
                {...control}
                options={toOptions(BRAND_COLLABORATION_TYPES, 'Choose one')}
                {...register('collaborationType')}
              />
            )}
          </Field>
        </>
      )}
      {wizard.current === 3 && (
        <>
          <Field label="Subscription" error={errors.subscription?.message}>
            {(control) => (
              <Select
                {...control}
                options={toOptions(BRAND_SUBSCRIPTIONS, 'Choose one')}
                {...register('subscription')}
              />
            )}
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
