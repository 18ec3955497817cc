import type { Order } from '@equicreators/shared';
import { DisclosurePanel } from '@/components/ui/disclosure-panel';
import { OrderId } from './order-id';

/** What the panel shows; an order row and a whole campaign both have it. */
export type OrderDetails = Pick<
  Order,
  '_id' | 'orderId' | 'campaignTitle' | 'COEmail' | 'companyName' | 'compensation' | 'deadlines'
>;

export type OrderDetailsPanelProps = { details: OrderDetails };

/** Spec §2 /orders/{id}: the collapsible 'Campaign Details' panel. */
export function OrderDetailsPanel({ details }: OrderDetailsPanelProps) {
  const rows = [
    { term: 'Order Id', value: <OrderId id={details.orderId} /> },
    {
      term: 'Email',
      value: (
        <a href={`mailto:${details.COEmail}`} className="break-all text-brand-800 underline underline-offset-4">
          {details.COEmail}
        </a>
      ),
    },
    { term: 'Company Name', value: details.companyName },
    { term: 'Compensation', value: details.compensation },
    { term: 'Deadlines', value: details.deadlines },
  ];
  return (
    <DisclosurePanel title="Campaign Details">
      <dl className="flex flex-col gap-3 text-sm">
        {rows.map(({ term, value }) => (
          <div key={term} className="flex flex-col gap-0.5">
            <dt className="text-xs font-semibold tracking-wider text-ink-muted uppercase">{term}</dt>
            <dd className="text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </DisclosurePanel>
  );
}
