import {
  MAIL_CATEGORY_LABELS,
  OPTIONAL_MAIL_CATEGORIES,
  type EmailPreferencesResponse,
  type MailCategory,
  type OptionalMailCategory,
  type UnsubscribeResponse,
  type UpdateEmailPreferencesRequest,
} from '@equicreators/shared';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { readUnsubscribeToken, type UnsubscribeTarget } from '../../platform/mail/unsubscribe-token.ts';
import { findSubscriptionByEmail, unsubscribeSubscription } from '../newsletter/newsletter.repository.ts';
import { requestSubscription } from '../newsletter/newsletter.service.ts';
import { presentPreferences } from './email-preferences.presenter.ts';
import { findMailableAccount, findOptedOut, lockOptedOut, saveOptedOut } from './email-preferences.repository.ts';

export const UNSUBSCRIBE_MESSAGES = {
  notNeeded: 'This link is no longer needed: there is nothing left to unsubscribe from.',
  valid: (category: OptionalMailCategory) => `Stop ${labelOf(category)} e-mails?`,
  done: (category: OptionalMailCategory) => `You will no longer get ${labelOf(category)} e-mails.`,
} as const;

function labelOf(category: MailCategory): string {
  return MAIL_CATEGORY_LABELS[category].toLowerCase();
}

/**
 * The account's e-mail preferences. Essential mail is listed as always on. The newsletter is the
 * subscription of the account's address (the footer's form and this switch are the same thing).
 */
export async function getEmailPreferences(context: AppContext, accountId: string): Promise<EmailPreferencesResponse> {
  const [optedOut, account] = await Promise.all([
    findOptedOut(context.db, accountId),
    findMailableAccount(context.db, accountId),
  ]);
  const subscription = account ? await findSubscriptionByEmail(context.db, account.email) : null;
  return presentPreferences(optedOut, subscription);
}

/** Turns categories on or off; the newsletter's on asks for a confirmation by e-mail (double opt-in). */
export async function updateEmailPreferences(
  context: AppContext,
  accountId: string,
  changes: UpdateEmailPreferencesRequest,
): Promise<EmailPreferencesResponse> {
  const now = context.clock.now();
  await context.db.transaction(async (tx) => {
    const account = await findMailableAccount(tx, accountId);
    if (!account) return;
    const optedOut = new Set(await lockOptedOut(tx, accountId, now));
    for (const category of OPTIONAL_MAIL_CATEGORIES) {
      const isOn = changes[category];
      if (isOn === undefined || category === 'newsletter') continue;
      if (isOn) optedOut.delete(category);
      else optedOut.add(category);
    }
    await saveOptedOut(tx, accountId, [...optedOut], now);
    if (changes.newsletter === true) await requestSubscription(context, tx, { email: account.email, ipAddress: null });
    if (changes.newsletter === false) await unsubscribeSubscription(tx, { email: account.email }, now);
  });
  return getEmailPreferences(context, accountId);
}

/** What an unsubscribe link is about, read without changing anything (a GET never unsubscribes). */
export function describeUnsubscribeLink(context: AppContext, token: string | undefined): UnsubscribeResponse {
  const target = token ? readUnsubscribeToken(context.secrets, token) : null;
  if (!target) return { message: UNSUBSCRIBE_MESSAGES.notNeeded, category: null, label: null };
  return answerOf(target, UNSUBSCRIBE_MESSAGES.valid(target.category));
}

/**
 * The unsubscribe link's POST (one-click or the page's button), without login: the account turns
 * the category off, or the subscription is left. A forged, malformed or old token (an erased
 * account, a deleted subscription) changes nothing and still answers politely.
 */
export async function unsubscribeByLink(context: AppContext, token: string | undefined): Promise<UnsubscribeResponse> {
  const target = token ? readUnsubscribeToken(context.secrets, token) : null;
  if (!target) return { message: UNSUBSCRIBE_MESSAGES.notNeeded, category: null, label: null };
  await context.db.transaction((tx) => leaveCategory(context, tx, target));
  return answerOf(target, UNSUBSCRIBE_MESSAGES.done(target.category));
}

async function leaveCategory(context: AppContext, tx: Database, { recipient, category }: UnsubscribeTarget) {
  const now = context.clock.now();
  if ('newsletterSubscriptionId' in recipient) {
    await unsubscribeSubscription(tx, { id: recipient.newsletterSubscriptionId }, now);
    return;
  }
  const account = await findMailableAccount(tx, recipient.accountId);
  if (!account) return;
  if (category === 'newsletter') {
    await unsubscribeSubscription(tx, { email: account.email }, now);
    return;
  }
  const optedOut = new Set(await lockOptedOut(tx, recipient.accountId, now));
  optedOut.add(category);
  await saveOptedOut(tx, recipient.accountId, [...optedOut], now);
}

function answerOf({ category }: UnsubscribeTarget, message: string): UnsubscribeResponse {
  return { message, category, label: MAIL_CATEGORY_LABELS[category] };
}
