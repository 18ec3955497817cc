import { NotFoundSection } from '@/components/ui/not-found-section';

/** /orders/{id} for an id that is not one of the creator's orders (mistyped, unknown, or not hired). */
export function OrderNotFound() {
  return (
    <NotFoundSection
      id="order-not-found-heading"
      title="Order not found"
      description="None of your orders has this id. The link may be mistyped, or you are not hired on this campaign."
      back={{ to: '/orders', label: 'Back to Orders' }}
    />
  );
}
