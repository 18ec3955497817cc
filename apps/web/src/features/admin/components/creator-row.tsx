import { BILLING_MESSAGES, formatFollowerCount, type AccountStatus, type AdminCreator } from '@equicreators/shared';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { TableCell, TableRow } from '@/components/ui/table';
import { notify } from '@/lib/toast/notify';
import { useUpdateCreator } from '../api/update-creator';
import { AccountStatusBadge } from './account-status-badge';
import { BlockAction } from './block-action';
import { EraseAction } from './erase-action';
import { CreatorFacetsDialog } from './creator-facets-dialog';
import { DateText } from './date-text';
import { FeatureAction } from './feature-action';
import { errorMessage } from '@/lib/http/error-message';
import { RowActionButton } from './row-action-button';

export type CreatorRowProps = {
  creator: AdminCreator;
  /** Among the home page's featured creators (shown or not). */
  isFeatured?: boolean;
};

export function CreatorRow({ creator, isFeatured = false }: CreatorRowProps) {
  const name = `${creator.firstName} ${creator.lastName}`.trim() || creator.email;
  const update = useUpdateCreator();
  // The buttons name the row they act on (Verify, described by the creator's name).
  const nameId = useId();
  const change = update.isPending ? update.variables.change : null;

  const handleVerifiedToggle = () => {
    const verified = !creator.verified;
    update.mutate(
      { id: creator._id, change: { verified } },
      {
        onSuccess: () => notify.success(verified ? `${name} is verified.` : `${name} is no longer verified.`),
        onError: (error) => notify.error(errorMessage(error)),
      },
    );
  };

  const handleStatusChange = async (status: AccountStatus) => {
    try {
      await update.mutateAsync({ id: creator._id, change: { status } });
      notify.success(status === 'blocked' ? `${name} is blocked.` : `${name} is unblocked.`);
      return true;
    } catch (error) {
      notify.error(errorMessage(error));
      return false;
    }
  };

  return (
    <TableRow>
      <TableCell id={nameId} className="font-semibold text-ink">
        {name}
      </TableCell>
      <TableCell label="E-mail" className="break-all">
        {creator.email}
      </TableCell>
      <TableCell label="Followers" className="tabular-nums">
        <span title={creator.totalFollowers.toLocaleString()}>{formatFollowerCount(creator.totalFollowers)}</span>
      </TableCell>
      <TableCell label="Joined">
        <DateText value={creator.dateJoined} />
      </TableCell>
      <TableCell label="Verified">
        {creator.verified ? <Badge tone="success">Verified</Badge> : <Badge tone="warning">Unverified</Badge>}
      </TableCell>
      <TableCell label="Club">
        {creator.clubMember ? (
          <Badge tone="brand">{BILLING_MESSAGES.clubMember}</Badge>
        ) : (
          <span className="sr-only">Not a member</span>
        )}
      </TableCell>
      <TableCell label="Status">
        <AccountStatusBadge status={creator.status} />
      </TableCell>
      <TableCell>
        <div className="flex flex-wrap gap-2 xl:flex-nowrap">
          <RowActionButton
            aria-describedby={nameId}
            isBusy={change?.verified !== undefined}
            isDisabled={update.isPending}
            onClick={handleVerifiedToggle}
          >
            {creator.verified ? 'Unverify' : 'Verify'}
          </RowActionButton>
          <CreatorFacetsDialog creatorId={creator._id} name={name} describedBy={nameId} />
          <BlockAction
            name={name}
            describedBy={nameId}
            status={creator.status}
            isBusy={change?.status !== undefined}
            isDisabled={change?.verified !== undefined}
            onStatusChange={handleStatusChange}
          />
          {/* Only a verified, active creator can be featured; one featured since can always stop. */}
          {(isFeatured || (creator.verified && creator.status === 'active')) && (
            <FeatureAction creatorId={creator._id} name={name} describedBy={nameId} isFeatured={isFeatured} />
          )}
          <EraseAction accountId={creator._id} name={name} describedBy={nameId} isDisabled={update.isPending} />
        </div>
      </TableCell>
    </TableRow>
  );
}
