import { SHORTLIST_SKIP_LABELS, type ShortlistInviteSummary } from '@equicreators/shared';
import { Plus, Send } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { useInviteShortlist } from '../api/shortlists';
import { useOwnCampaignOptions } from '../api/search-own-campaigns';

export type InviteShortlistPanelProps = {
  shortlistId: string;
  /** The creators shown: the request for the brand's open campaigns names them, as browse does. */
  memberIds: readonly string[];
};

/**
 * "Invite to campaign" (issue 33): one of the brand's open campaigns and one click for the whole
 * list; the answer (invited, skipped and why) is the toast and stays on screen below.
 */
export function InviteShortlistPanel({ shortlistId, memberIds }: InviteShortlistPanelProps) {
  const selectId = useId();
  const [chosenId, setChosenId] = useState('');
  const [summary, setSummary] = useState<ShortlistInviteSummary | null>(null);
  const campaigns = useOwnCampaignOptions(memberIds, memberIds[0] ?? '', '', { enabled: true });
  const invite = useInviteShortlist();
  const options = campaigns.data?.options ?? [];
  const selectedId = options.some((option) => option._id === chosenId) ? chosenId : (options[0]?._id ?? '');

  const handleInvite = () => {
    if (!selectedId) return;
    invite.mutate({ id: shortlistId, campaignId: selectedId }, { onSuccess: setSummary });
  };

  return (
    <section
      aria-labelledby={`${selectId}-heading`}
      className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-line bg-white p-4"
    >
      <h2 id={`${selectId}-heading`} className="text-xl">
        Invite to campaign
      </h2>
      {campaigns.data && options.length === 0 ? (
        <p className="text-sm text-ink-muted">
          You have no open campaign.{' '}
          <Link to="/campaigncreation" className="font-semibold text-brand-800 underline underline-offset-4">
            <Plus aria-hidden className="inline size-3.5" /> Create a campaign
          </Link>
        </p>
      ) : (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <label htmlFor={selectId} className="sr-only">
            Campaign to invite the list to
          </label>
          <Select
            id={selectId}
            value={selectedId}
            onChange={(event) => setChosenId(event.target.value)}
            options={options.map((option) => ({ value: option._id, label: option.campaignTitle }))}
            disabled={options.length === 0}
            className="min-w-0 flex-1"
          />
          <Button onClick={handleInvite} isLoading={invite.isPending} disabled={!selectedId} className="shrink-0">
            <Send aria-hidden className="size-4" />
            Invite the list
          </Button>
        </div>
      )}
      {summary && <InviteSummary summary={summary} />}
    </section>
  );
}

function InviteSummary({ summary }: { summary: ShortlistInviteSummary }) {
  return (
    <div role="status" className="flex flex-col gap-2 rounded-xl bg-parchment px-4 py-3 text-sm text-ink">
      <p className="font-semibold">{summary.message}</p>
      {summary.skipped.length > 0 && (
        <ul aria-label="Skipped creators" className="flex flex-col gap-1">
          {summary.skipped.map((skip) => (
            <li key={skip.creatorId} className="break-words">
              {skip.name}: {SHORTLIST_SKIP_LABELS[skip.reason]}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
