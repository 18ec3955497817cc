import { subscriptionGrantsAccess, type AccountStatus, type AdminBrand } from '@equicreators/shared';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { TableCell, TableRow } from '@/components/ui/table';
import { notify } from '@/lib/toast/notify';
import { useUpdateBrand } from '../api/update-brand';
import { AccountStatusBadge } from './account-status-badge';
import { BlockAction } from './block-action';
import { EraseAction } from './erase-action';
import { errorMessage } from '@/lib/http/error-message';
import { RowActionButton } from './row-action-button';

export type BrandRowProps = { brand: AdminBrand };

export function BrandRow({ brand }: BrandRowProps) {
  const name = brand.companyName || brand.fullName || brand.email;
  const update = useUpdateBrand();
  // The buttons name the row they act on (Confirm payment, described by the company).
  const nameId = useId();
  const change = update.isPending ? update.variables.change : null;

  // The switch is the admin's override (comped, decision 018): access without a subscription. A
  // subscription's own status is shown beside it and changes only through Stripe.
  const handleCompedToggle = () => {
    const payment = !brand.comped;
    update.mutate(
      { id: brand._id, change: { payment } },
      {
        onSuccess: () =>
          notify.success(payment ? `Access comped for ${name}.` : `Comped access withdrawn for ${name}.`),
        onError: (error) => notify.error(errorMessage(error)),
      },
    );
  };

  const handleStatusChange = async (status: AccountStatus) => {
    try {
      await update.mutateAsync({ id: brand._id, change: { status } });
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
        {brand.companyName}
      </TableCell>
      <TableCell label="Name">{brand.fullName}</TableCell>
      <TableCell label="E-mail" className="break-all">
        {brand.email}
      </TableCell>
      <TableCell label="Subscription">{brand.subscription}</TableCell>
      <TableCell label="Payment">
        <div className="flex flex-wrap gap-1">
          {brand.comped && <Badge tone="brand">Comped</Badge>}
          {brand.subscriptionStatus && (
            <Badge tone={subscriptionGrantsAccess(brand.subscriptionStatus) ? 'success' : 'neutral'}>
              {statusLabel(brand.subscriptionStatus)}
            </Badge>
          )}
          {!brand.payment && <Badge tone="warning">Not paid</Badge>}
        </div>
      </TableCell>
      <TableCell label="Status">
        <AccountStatusBadge status={brand.status} />
      </TableCell>
      <TableCell>
        <div className="flex flex-wrap gap-2 xl:flex-nowrap">
          <RowActionButton
            aria-describedby={nameId}
            isBusy={change?.payment !== undefined}
            isDisabled={update.isPending}
            onClick={handleCompedToggle}
          >
            {brand.comped ? 'Withdraw comp' : 'Comp access'}
          </RowActionButton>
          <BlockAction
            name={name}
            describedBy={nameId}
            status={brand.status}
            isBusy={change?.status !== undefined}
            isDisabled={change?.payment !== undefined}
            onStatusChange={handleStatusChange}
          />
          <EraseAction accountId={brand._id} name={name} describedBy={nameId} isDisabled={update.isPending} />
        </div>
      </TableCell>
    </TableRow>
  );
}

/** Stripe's status as the admin reads it: 'past_due' → 'Past due'. */
function statusLabel(status: string): string {
  const text = status.replaceAll('_', ' ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}
