import type { AppContext } from '../../app-context.ts';
import { insertSubscriptionOnce } from './newsletter.repository.ts';

/** Subscribes the address; one already subscribed stays as it was (the answer is the same). */
export async function subscribeToNewsletter(
  context: AppContext,
  { email, ipAddress }: { email: string; ipAddress: string | null },
): Promise<void> {
  await insertSubscriptionOnce(context.db, { email, ipAddress, createdAt: context.clock.now() });
}
