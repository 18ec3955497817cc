import {
  MAIL_CATEGORIES,
  MAIL_CATEGORY_LABELS,
  type EmailPreferencesResponse,
  type OptionalMailCategory,
} from '@equicreators/shared';
import type { SubscriptionRow } from '../newsletter/newsletter.repository.ts';

const PENDING_NOTE = 'Check your inbox: confirm the subscription with the link we sent.';

/** Every category with its state: essential always on, the newsletter as the address's subscription. */
export function presentPreferences(
  optedOut: OptionalMailCategory[],
  subscription: SubscriptionRow | null,
): EmailPreferencesResponse {
  return {
    categories: MAIL_CATEGORIES.map((category) => {
      const base = { category, label: MAIL_CATEGORY_LABELS[category], note: null };
      if (category === 'essential') return { ...base, isOn: true, canTurnOff: false };
      if (category === 'newsletter') {
        return {
          ...base,
          isOn: subscription?.status === 'confirmed',
          canTurnOff: true,
          note: subscription?.status === 'pending' && subscription.confirmTokenHash ? PENDING_NOTE : null,
        };
      }
      return { ...base, isOn: !optedOut.includes(category), canTurnOff: true };
    }),
  };
}
