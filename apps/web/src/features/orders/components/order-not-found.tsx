import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/** /orders/{id} for an id that is not one of the creator's orders (mistyped, unknown, or not hired). */
export function OrderNotFound() {
  return (
    <section
      aria-labelledby="order-not-found-heading"
      className="flex flex-col items-center gap-3 rounded-[var(--radius-card)] border border-dashed border-line px-6 py-16 text-center"
    >
      <SearchX aria-hidden className="size-10 text-brand-300" />
      <h1 id="order-not-found-heading" className="text-3xl">
        Order not found
      </h1>
      <p className="max-w-md text-ink-muted">
        None of your orders has this id. The link may be mistyped, or you are not hired on this campaign.
      </p>
      <Button asChild variant="secondary" size="sm" className="mt-2">
        <Link to="/orders">Back to Orders</Link>
      </Button>
    </section>
  );
}
