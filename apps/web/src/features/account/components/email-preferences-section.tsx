import type { EmailPreference, OptionalMailCategory } from '@equicreators/shared';
import { isOptionalMailCategory } from '@equicreators/shared';
import { Checkbox } from '@/components/ui/checkbox';
import { LoadFailure } from '@/components/ui/error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/http/error-message';
import { notify } from '@/lib/toast/notify';
import { useEmailPreferences, useUpdateEmailPreferences } from '../api/email-preferences';

/** What each category covers, so a person knows what a switch stops. */
const DESCRIPTIONS: Record<EmailPreference['category'], string> = {
  essential: 'Codes, password resets, receipts, payments and notices about your account. Always sent.',
  messages_work: 'New messages, work submitted or reviewed, and changes to a deal.',
  campaign_updates: 'Changes to campaigns you are part of, hires and applications.',
  invitations: 'A brand inviting you to one of its campaigns.',
  reminders: 'Work due soon or overdue, and work waiting for your review.',
  newsletter: 'The EquiCreators newsletter. Turning it on sends a link to confirm.',
  product_news: 'Now and then, what is new in EquiCreators.',
};

/**
 * The /account section of e-mail preferences (issue 34): one checkbox per category, saved at once
 * with a toast; essential mail is shown as always on. Every e-mail of an optional category also
 * carries a link to stop it without logging in.
 */
export function EmailPreferencesSection() {
  const preferences = useEmailPreferences();
  const update = useUpdateEmailPreferences();

  const handleChange = async (category: OptionalMailCategory, isOn: boolean, label: string) => {
    try {
      await update.mutateAsync({ [category]: isOn });
      notify.success(
        category === 'newsletter' && isOn
          ? 'Check your inbox: confirm the newsletter with the link we sent.'
          : `${label} e-mails ${isOn ? 'turned on' : 'turned off'}.`,
      );
    } catch (error) {
      notify.error(`Your choice was not saved: ${errorMessage(error)}`);
    }
  };

  return (
    <section
      aria-labelledby="email-preferences-heading"
      className="rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] sm:p-6"
    >
      <h2 id="email-preferences-heading" className="text-2xl">
        E-mail preferences
      </h2>
      <p className="mt-1 mb-4 text-sm text-ink-muted">Choose which e-mails you get from us.</p>
      {preferences.isPending && <Skeleton className="h-48 w-full" />}
      {preferences.isError && (
        <LoadFailure
          title="Your e-mail preferences could not be loaded."
          error={preferences.error}
          onRetry={() => void preferences.refetch()}
        />
      )}
      {preferences.data && (
        <ul className="flex flex-col gap-4">
          {preferences.data.categories.map((line) => (
            <li key={line.category} className="flex flex-col gap-1">
              <Checkbox
                label={line.label}
                checked={line.isOn}
                disabled={!isOptionalMailCategory(line.category) || update.isPending}
                onCheckedChange={(isOn) => {
                  if (isOptionalMailCategory(line.category)) void handleChange(line.category, isOn, line.label);
                }}
              />
              <p className="pl-7.5 text-sm text-ink-muted">{DESCRIPTIONS[line.category]}</p>
              {line.note && <p className="pl-7.5 text-sm text-brand-900">{line.note}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
