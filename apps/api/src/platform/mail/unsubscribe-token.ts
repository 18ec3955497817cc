import { isOptionalMailCategory, type OptionalMailCategory } from '@equicreators/shared';
import type { SecretHasher } from '../auth/secret-hasher.ts';

/** Whom an optional e-mail goes to: an account, or a newsletter subscription (an address without one). */
export type MailRecipient = { accountId: string } | { newsletterSubscriptionId: string };

/** What an unsubscribe token names once its signature checks. */
export type UnsubscribeTarget = { recipient: MailRecipient; category: OptionalMailCategory };

const PURPOSE = 'unsubscribe';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const KINDS = { a: 'accountId', n: 'newsletterSubscriptionId' } as const;

/**
 * The token of an unsubscribe link: the recipient's id and the category, signed with the server
 * secret (HMAC). It holds no address, needs no row to be stored, and cannot be made for another
 * account or category without the secret. It does not expire: a link in an old e-mail still works.
 */
export function signUnsubscribeToken(secrets: SecretHasher, { recipient, category }: UnsubscribeTarget): string {
  const payload =
    'accountId' in recipient
      ? `a.${recipient.accountId}.${category}`
      : `n.${recipient.newsletterSubscriptionId}.${category}`;
  return `${Buffer.from(payload).toString('base64url')}.${secrets.hash(PURPOSE, payload)}`;
}

/** The target of a token, or null when it is malformed or its signature does not match. */
export function readUnsubscribeToken(secrets: SecretHasher, token: string): UnsubscribeTarget | null {
  const [encoded, signature, ...rest] = token.split('.');
  if (!encoded || !signature || rest.length > 0 || !/^[0-9a-f]{64}$/.test(signature)) return null;
  const payload = Buffer.from(encoded, 'base64url').toString('utf8');
  if (!secrets.matches(PURPOSE, payload, signature)) return null;
  const [kind, id, category] = payload.split('.');
  if ((kind !== 'a' && kind !== 'n') || !id || !UUID.test(id) || !isOptionalMailCategory(category)) return null;
  const recipient: MailRecipient = KINDS[kind] === 'accountId' ? { accountId: id } : { newsletterSubscriptionId: id };
  return { recipient, category };
}
