import { useId } from 'react';
import { islandAttributes } from '@/islands/island-names';

/**
 * The footer's subscribe form (spec §2; DECISIONS: the address is stored once and a toast
 * confirms). Markup only: its behaviour is an island (islands/subscribe-island.ts), the same on a
 * page rendered ahead, which runs no React, and in the app. Its fieldset stays disabled until the
 * island runs, since an early click would otherwise submit the form natively and reload the page.
 */
export function SubscribeForm() {
  const id = useId();
  return (
    <form {...islandAttributes('subscribe')} noValidate aria-labelledby={`${id}-title`} className="flex flex-col gap-2">
      <h2 id={`${id}-title`} className="font-sans text-sm font-semibold tracking-wider text-cream uppercase">
        Subscribe
      </h2>
      <label htmlFor={`${id}-email`} className="text-sm text-brand-200">
        News, events and campaigns, now and then.
      </label>
      <fieldset disabled className="flex min-w-0 gap-2">
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          aria-invalid={false}
          className="h-10 min-w-0 flex-1 rounded-full border border-brand-700 bg-brand-950/40 px-4 text-sm text-cream placeholder:text-brand-300 focus:border-gold-500 focus:outline-none"
        />
        <button
          type="submit"
          className="h-10 rounded-full bg-gold-500 px-4 text-sm font-semibold text-brand-950 hover:bg-gold-400 disabled:opacity-60"
        >
          Subscribe
        </button>
      </fieldset>
    </form>
  );
}
