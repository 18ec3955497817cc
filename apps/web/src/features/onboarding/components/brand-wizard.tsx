import {
  BRAND_COLLABORATION_TYPES,
  BRAND_INFLUENCER_TYPES,
  BrandRegistrationSchema,
  type BrandRegistration,
  type BrandSubscription,
} from '@equicreators/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { saveLastLoginType, saveSession } from '@/lib/session/session';
import { registerBrand } from '../api/registration';
import { useBrandPlanPrices, type BrandPlanPrices } from '../hooks/use-brand-plan-prices';
import { EmailedCodeField } from './emailed-code-field';
import { reportRegistrationError } from './report-registration-error';
import { sendCodeFromForm } from './send-code';
import { SubscriptionField } from './subscription-field';
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

/** What the wizard carries to the page after sign-up: the plan chosen once, and its price. */
export type BrandRegistered = { subscription: BrandSubscription; plans: BrandPlanPrices };

export function BrandWizard({ onRegistered }: { onRegistered: (registered: BrandRegistered) => void }) {
  const plans = useBrandPlanPrices();
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
      const { token, type, _id } = await registerBrand(values);
      // The sign-up logs the brand in (issue 46): the chosen plan goes on to payment, no second login.
      saveSession({ token, type, id: _id, firstName: values.fullName });
      saveLastLoginType(type);
      onRegistered({ subscription: values.subscription, plans });
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
          <Field
            label="Email"
            error={errors.email?.message}
            hint="On the last step we e-mail a 6-digit code here to prove the address is yours."
          >
            {(control) => <Input {...control} type="email" autoComplete="email" {...register('email')} />}
          </Field>
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
          <SubscriptionField
            registration={register('subscription')}
            error={errors.subscription?.message}
            plans={plans}
          />
          <EmailedCodeField
            email={form.getValues('email')}
            registration={register('auth')}
            error={errors.auth?.message}
            onSendCode={() =>
              sendCodeFromForm('brand', {
                validate: async () => {
                  if (await form.trigger('email')) return true;
                  wizard.showField('email');
                  return false;
                },
                read: () => form.getValues('email'),
              })
            }
          />
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
