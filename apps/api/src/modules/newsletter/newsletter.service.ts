import { randomBytes } from 'node:crypto';
import type { NewsletterIssueRequest, NewsletterIssueResponse } from '@equicreators/shared';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { mailLinksOf } from '../../platform/mail/mail-links.ts';
import { queueMail, queueMailsToChosenRecipients } from '../../platform/mail/mailer.ts';
import { confirmSubscriptionEmail, issueEmail, newsletterConfirmLink } from './newsletter.emails.ts';
import {
  findConfirmedSubscriptions,
  findProductNewsReaders,
  findSubscriptionByTokenHash,
  lockSubscriptionOf,
  updateSubscription,
} from './newsletter.repository.ts';

const CONFIRM_PURPOSE = 'newsletter-confirm';
/** A pending address asking again gets a new link, but not more often than this (a form can be spammed). */
const RESEND_AFTER_MS = 10 * 60_000;

export const NEWSLETTER_MESSAGES = {
  subscribed: 'Thank you! Check your inbox: we sent a link to confirm your subscription.',
  confirmed: 'Your subscription is confirmed. News from EquiCreators is on its way.',
  linkNotNeeded: 'This link is no longer needed: the subscription is already confirmed, or a newer link replaced it.',
} as const;

/**
 * Asks for a subscription (double opt-in): a new or left address becomes pending and gets a link to
 * confirm it; a confirmed address gets nothing (the answer is the same, so it tells no one whether
 * an address reads the newsletter). Runs in the caller's transaction.
 */
export async function requestSubscription(
  context: AppContext,
  tx: Database,
  { email, ipAddress }: { email: string; ipAddress: string | null },
): Promise<void> {
  const now = context.clock.now();
  const subscription = await lockSubscriptionOf(tx, { email, ipAddress, now });
  if (subscription.status === 'confirmed') return;
  const sentRecently =
    subscription.status === 'pending' &&
    subscription.confirmTokenHash !== null &&
    subscription.confirmationSentAt !== null &&
    now.getTime() - subscription.confirmationSentAt.getTime() < RESEND_AFTER_MS;
  if (sentRecently) return;
  const token = randomBytes(32).toString('base64url');
  await updateSubscription(tx, subscription.id, {
    status: 'pending',
    confirmTokenHash: context.secrets.hash(CONFIRM_PURPOSE, token),
    confirmationSentAt: now,
    unsubscribedAt: null,
  });
  await queueMail(tx, confirmSubscriptionEmail(email, newsletterConfirmLink(context.config.publicUrl, token)));
}

/** The footer's subscribe form. */
export async function subscribeToNewsletter(
  context: AppContext,
  subscription: { email: string; ipAddress: string | null },
): Promise<void> {
  await context.db.transaction((tx) => requestSubscription(context, tx, subscription));
}

/** The confirmation link's POST: the address is confirmed once; an unknown or used link says so politely. */
export async function confirmSubscription(context: AppContext, token: string): Promise<string> {
  return context.db.transaction(async (tx) => {
    const subscription = await findSubscriptionByTokenHash(tx, context.secrets.hash(CONFIRM_PURPOSE, token));
    if (subscription?.status !== 'pending') return NEWSLETTER_MESSAGES.linkNotNeeded;
    await updateSubscription(tx, subscription.id, {
      status: 'confirmed',
      confirmTokenHash: null,
      confirmedAt: context.clock.now(),
    });
    return NEWSLETTER_MESSAGES.confirmed;
  });
}

/**
 * An admin's issue: one e-mail per confirmed subscriber (or, for product news, per brand and
 * creator that did not turn it off), each with its own unsubscribe link, queued in one transaction.
 */
export async function sendNewsletterIssue(
  context: AppContext,
  issue: NewsletterIssueRequest,
): Promise<NewsletterIssueResponse> {
  const links = mailLinksOf(context);
  const category = issue.audience ?? 'newsletter';
  // The readers' query applies their preferences (confirmed subscriptions; accounts that kept
  // product news), so the e-mails are written at once rather than checked one by one.
  const recipients = await context.db.transaction(async (tx) => {
    const readers =
      category === 'newsletter'
        ? (await findConfirmedSubscriptions(tx)).map(({ id, email }) => ({
            email,
            recipient: { newsletterSubscriptionId: id },
          }))
        : (await findProductNewsReaders(tx)).map(({ id, email }) => ({ email, recipient: { accountId: id } }));
    return queueMailsToChosenRecipients(
      tx,
      readers.map(({ email, recipient }) => issueEmail(email, { ...issue, category }, { recipient, links })),
    );
  });
  const who = category === 'newsletter' ? 'confirmed subscriber' : 'account';
  return {
    message: `Sent to ${String(recipients)} ${who}${recipients === 1 ? '' : 's'}.`,
    recipients,
  };
}
