import { CreditCard } from 'lucide-react';

/** DECISIONS (unpaid brands): why contact details and invitations are missing, and how to get them. */
export function UnpaidBrandBanner({ message }: { message: string }) {
  return (
    <div
      role="note"
      aria-label="Subscription"
      className="flex items-start gap-3 rounded-[var(--radius-card)] border border-gold-500/60 bg-parchment px-5 py-4 text-sm text-ink"
    >
      <CreditCard aria-hidden className="mt-0.5 size-5 shrink-0 text-saddle-600" />
      <p>{message}</p>
    </div>
  );
}
