import { BILLING_MESSAGES, CAMPAIGN_MESSAGES } from '@equicreators/shared';
import { useQuery } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { Button } from '@/components/ui/button';
import { LoadFailure } from '@/components/ui/error-alert';
import { SkeletonStack } from '@/components/ui/skeleton';
import { ownBillingQuery, useOwnProfile } from '@/lib/account/own-account';
import { usePageMeta } from '@/lib/site/use-page-meta';
import { CreateCampaignForm } from '../components/create-campaign-form';

const TRAIL = [{ label: 'All Campaign', to: '/manage-campaign' }, { label: 'Create New Campaign' }] as const;

/**
 * /campaigncreation (spec §2 Create New Campaign). The brand's profile decides what shows: the form,
 * prefilled from it, for a paid brand; the payment message for one that has not paid (spec §5,
 * DECISIONS: the server refuses too).
 */
export function CampaignCreationPage() {
  usePageMeta({ title: 'Create New Campaign' });
  const profile = useOwnProfile('brand');

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-10 sm:px-6">
      <Breadcrumb items={TRAIL} />
      <div className="flex flex-col gap-2">
        <h1 className="text-4xl">Create New Campaign</h1>
        <p className="text-ink-muted">
          Tell creators what you need. Fields marked optional may stay empty; everything else is required.
        </p>
      </div>
      {profile.data ? (
        profile.data.payment ? (
          <CreateCampaignForm profile={profile.data} />
        ) : (
          <PaymentRequired />
        )
      ) : profile.isError ? (
        <LoadFailure
          title="We could not load your brand profile."
          error={profile.error}
          onRetry={() => void profile.refetch()}
        />
      ) : (
        <div aria-busy="true" className="rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)]">
          <p role="status" className="sr-only">
            Loading the form…
          </p>
          <SkeletonStack className="gap-4" blocks={['h-11 w-full', 'h-11 w-full', 'h-28 w-full', 'h-28 w-full']} />
        </div>
      )}
    </div>
  );
}

/**
 * An unpaid brand: the spec's sentence, and the way to pay: the plans and Stripe Checkout, or,
 * without online payment, a word with us and an admin's confirmation (decision 018).
 */
function PaymentRequired() {
  const billing = useQuery(ownBillingQuery()).data;
  return (
    <section
      aria-labelledby="payment-required"
      className="flex flex-col items-start gap-4 rounded-[var(--radius-card)] border border-saddle-200 bg-saddle-50 p-6"
    >
      <Lock aria-hidden className="size-8 text-saddle-600" />
      <h2 id="payment-required" className="text-2xl text-saddle-800">
        {CAMPAIGN_MESSAGES.paymentRequired}
      </h2>
      {billing ? (
        <p className="text-ink">
          {billing.lapsed
            ? BILLING_MESSAGES.resubscribe
            : 'Choose a business plan and pay by card: you can publish campaigns as soon as the payment is received.'}
        </p>
      ) : (
        <p className="text-ink">
          Once your subscription is paid, our team confirms it and you can publish campaigns at once. Write to us to
          choose a plan.
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        {billing ? (
          <Button asChild>
            <Link to="/brands?plans=open">View Business plans</Link>
          </Button>
        ) : (
          <Button asChild>
            <Link to="/contact">Contact us</Link>
          </Button>
        )}
        <Button asChild variant="secondary">
          <Link to="/manage-campaign">See your campaigns</Link>
        </Button>
      </div>
    </section>
  );
}
