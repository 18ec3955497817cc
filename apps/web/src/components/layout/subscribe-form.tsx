import { useId, useState, type FormEvent } from 'react';
import { ApiError, apiRequest } from '@/lib/api-client';
import { useIsHydrated } from '@/lib/use-is-hydrated';

/**
 * The footer's subscribe form (spec §2; DECISIONS: the address is stored once and a toast
 * confirms). It is on every page, so it relies on the browser's e-mail check and the server's,
 * and loads the toasts only when used. Every prerendered page carries it, so it stays disabled
 * until hydrated: an early click would otherwise submit the form natively and reload the page.
 */
export function SubscribeForm() {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);
  const isHydrated = useIsHydrated();

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const input = form.elements.namedItem('email');
    if (!(input instanceof HTMLInputElement)) return;
    if (!input.checkValidity()) {
      setError(input.value.trim() ? 'Enter a valid e-mail address' : 'Enter your e-mail address');
      input.focus();
      return;
    }
    setError(null);
    setSending(true);
    try {
      const answer = (await apiRequest('/newsletter', { method: 'POST', body: { email: input.value } })) as {
        message: string;
      };
      const { notify } = await import('@/lib/notify');
      notify.success(answer.message);
      form.reset();
    } catch (failure) {
      setError(failure instanceof ApiError ? (failure.fields[0]?.message ?? failure.message) : 'Please try again.');
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      onSubmit={(event) => void handleSubmit(event)}
      noValidate
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-2"
    >
      <h2 id={`${id}-title`} className="font-sans text-sm font-semibold tracking-wider text-cream uppercase">
        Subscribe
      </h2>
      <label htmlFor={`${id}-email`} className="text-sm text-brand-200">
        News, events and campaigns, now and then.
      </label>
      <fieldset disabled={!isHydrated} className="flex min-w-0 gap-2">
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          className="h-10 min-w-0 flex-1 rounded-full border border-brand-700 bg-brand-950/40 px-4 text-sm text-cream placeholder:text-brand-300 focus:border-gold-500 focus:outline-none"
        />
        <button
          type="submit"
          disabled={isSending}
          className="h-10 rounded-full bg-gold-500 px-4 text-sm font-semibold text-brand-950 hover:bg-gold-400 disabled:opacity-60"
        >
          Subscribe
        </button>
      </fieldset>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-saddle-200">
          {error}
        </p>
      )}
    </form>
  );
}
