import { Check } from 'lucide-react';
import type { ReactNode } from 'react';

export type PlanCardProps = {
  name: string;
  /** The amount and its period ('$149', 'per month'); absent when payment is arranged on a call. */
  price?: { amount: string; perPeriod: string };
  features?: readonly string[];
  /** The plan's action: choose it, log in to choose it, or book a call. */
  children?: ReactNode;
};

/** One plan of a pricing table: the business plans after sign-up and on /brands. */
export function PlanCard({ name, price, features = [], children }: PlanCardProps) {
  return (
    <article aria-label={`${name} plan`} className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-5">
      <h4 className="font-display text-xl text-brand-900">{name}</h4>
      {price && (
        <p>
          <span className="font-display text-3xl text-brand-900">{price.amount}</span>{' '}
          <span className="text-sm text-ink-muted">{price.perPeriod}</span>
        </p>
      )}
      {features.length > 0 && (
        <ul className="flex flex-col gap-1.5 text-sm">
          {features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-600" />
              {feature}
            </li>
          ))}
        </ul>
      )}
      {children && <div className="mt-auto flex flex-col gap-2">{children}</div>}
    </article>
  );
}
