import { CAMPAIGN_MESSAGES } from '@equicreators/shared';
import { Link, useParams } from 'react-router';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { Button } from '@/components/ui/button';
import { LoadFailure } from '@/components/ui/error-alert';
import { SkeletonStack } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/http/api-client';
import { usePageMeta } from '@/lib/site/use-page-meta';
import { useCampaign } from '../api/get-campaign';
import { CreateCampaignForm } from '../components/create-campaign-form';
import { OfferCompletionNotice } from '../components/offer-completion-notice';

const TRAIL = [{ label: 'All Campaign', to: '/manage-campaign' }, { label: 'Edit campaign' }] as const;

/**
 * /campaigncreation/{id} (issue 21): the creation form in edit mode, filled with the campaign as
 * the server has it. A campaign of another brand, or none, answers 404 and says so; an archived
 * one cannot change.
 */
export function CampaignEditPage() {
  usePageMeta({ title: 'Edit campaign' });
  const { id = '' } = useParams();
  const campaign = useCampaign(id);
  const isMissing =
    campaign.error instanceof ApiError && (campaign.error.status === 404 || campaign.error.status === 400);

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-10 sm:px-6">
      <Breadcrumb items={TRAIL} />
      <div className="flex flex-col gap-2">
        <h1 className="text-4xl">Edit campaign</h1>
        <p className="text-ink-muted">
          Creators already in the campaign are told by e-mail when the compensation, deliverables, dates or usage rights
          change.
        </p>
      </div>
      {campaign.data ? (
        campaign.data.status === 'archived' ? (
          <Notice text={CAMPAIGN_MESSAGES.archivedCannotChange} />
        ) : (
          <>
            <OfferCompletionNotice campaign={campaign.data} />
            {/* Keyed by the campaign, so another campaign's edit starts from its own values. */}
            <CreateCampaignForm key={campaign.data._id} campaign={campaign.data} />
          </>
        )
      ) : isMissing ? (
        <Notice text="This campaign was not found among yours." />
      ) : campaign.isError ? (
        <LoadFailure
          title="We could not load the campaign."
          error={campaign.error}
          onRetry={() => void campaign.refetch()}
        />
      ) : (
        <div aria-busy="true" className="rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)]">
          <p role="status" className="sr-only">
            Loading the campaign…
          </p>
          <SkeletonStack className="gap-4" blocks={['h-11 w-full', 'h-11 w-full', 'h-28 w-full', 'h-28 w-full']} />
        </div>
      )}
    </div>
  );
}

function Notice({ text }: { text: string }) {
  return (
    <section className="flex flex-col items-start gap-4 rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)]">
      <p className="text-ink">{text}</p>
      <Button asChild variant="secondary">
        <Link to="/manage-campaign">See your campaigns</Link>
      </Button>
    </section>
  );
}
