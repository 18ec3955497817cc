import {
  PAYOUT_COUNTRIES,
  PAYOUT_STATUS_LABELS,
  type PayoutAccountState,
  type PayoutStatus,
} from '@equicreators/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/http/error-message';
import { startPayoutOnboarding } from '../api/payouts-api';
import type { PayoutsReturn } from '../hooks/payouts-return';
import { payoutRequirementsInWords } from '../payouts-requirements';

const STATUS_TONES: Record<PayoutStatus, 'neutral' | 'success' | 'warning' | 'danger'> = {
  not_started: 'neutral',
  pending_verification: 'warning',
  restricted: 'danger',
  enabled: 'success',
};

const STATUS_WORDS: Record<PayoutStatus, string> = {
  not_started: 'Set up payouts with Stripe, our payment partner, so the fees of your orders reach your bank account.',
  pending_verification: 'Stripe is checking the details you gave. Payouts start once it has.',
  restricted: 'Stripe needs more from you before it can pay you out.',
  enabled: 'Approved work is paid to your bank account through Stripe.',
};

function buttonLabel(state: PayoutAccountState): string {
  if (!state.onboardingStarted) return 'Set up payouts';
  return state.status === 'enabled' ? 'Update payout details' : 'Continue setting up payouts';
}

export type PayoutsPanelProps = { state: PayoutAccountState; returned: PayoutsReturn };

const COUNTRY_OPTIONS = [
  { value: '', label: 'Choose a country' },
  ...PAYOUT_COUNTRIES.map((country) => ({ value: country.code, label: country.name })),
];

/**
 * Where the creator's payouts stand and the way into Stripe's hosted setup (a fresh link per
 * visit); when payments are not configured here, says that deals are paid outside instead.
 */
export function PayoutsPanel({ state, returned }: PayoutsPanelProps) {
  // Stripe opens the account in one country for good: asked before the first setup, her profile's first.
  const [country, setCountry] = useState(state.country ?? '');
  const [countryMissing, setCountryMissing] = useState(false);
  const onboarding = useMutation({
    mutationFn: () => startPayoutOnboarding(state.onboardingStarted ? null : country),
    onSuccess: ({ url }) => window.location.assign(url),
  });
  const start = () => {
    if (!state.onboardingStarted && country === '') {
      setCountryMissing(true);
      return;
    }
    onboarding.mutate();
  };
  const needs = payoutRequirementsInWords(state.currentlyDue);

  return (
    <section
      aria-labelledby="payouts-heading"
      className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-white p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="payouts-heading" className="text-2xl">
          Payouts
        </h2>
        {state.enabled && <Badge tone={STATUS_TONES[state.status]}>{PAYOUT_STATUS_LABELS[state.status]}</Badge>}
      </div>
      {!state.enabled ? (
        <p className="text-ink">
          Deals are paid outside EquiCreators here: the brand pays you directly, as agreed in the deal. There is nothing
          to set up.
        </p>
      ) : (
        <>
          {returned === 'syncing' && (
            <p role="status" className="flex items-center gap-3 text-ink-muted">
              <Spinner className="size-5" label="Checking with Stripe" />
              Checking your payout details with Stripe…
            </p>
          )}
          {returned === 'failed' && (
            <ErrorAlert>
              We could not check your payout details with Stripe just now. This page shows the last we heard.
            </ErrorAlert>
          )}
          {returned === 'refresh' && state.status !== 'enabled' && (
            <p role="status" className="text-ink">
              The setup link had expired. Continue where you left off.
            </p>
          )}
          <p className="text-ink">{STATUS_WORDS[state.status]}</p>
          {state.status !== 'enabled' && needs.length > 0 && state.onboardingStarted && (
            <div className="flex flex-col gap-2">
              <h3 className="text-base font-semibold text-brand-900">What Stripe still needs</h3>
              <ul className="list-disc pl-5 text-ink">
                {needs.map((need) => (
                  <li key={need}>{need}</li>
                ))}
              </ul>
            </div>
          )}
          {!state.onboardingStarted && (
            <Field
              label="Country of your bank account"
              hint="Stripe opens your payout account in this country, paid out in its currency. It cannot be changed later."
              error={countryMissing ? 'Choose the country your bank account is in.' : undefined}
              className="max-w-sm"
            >
              {(control) => (
                <Select
                  {...control}
                  options={COUNTRY_OPTIONS}
                  value={country}
                  onChange={(event) => {
                    setCountry(event.target.value);
                    setCountryMissing(false);
                  }}
                />
              )}
            </Field>
          )}
          {onboarding.isError && (
            <ErrorAlert>{`We could not open the payout setup. ${errorMessage(onboarding.error)}`}</ErrorAlert>
          )}
          <Button
            className="self-start"
            variant={state.status === 'enabled' ? 'secondary' : 'primary'}
            isLoading={onboarding.isPending || onboarding.isSuccess}
            onClick={start}
          >
            {buttonLabel(state)}
          </Button>
        </>
      )}
    </section>
  );
}
