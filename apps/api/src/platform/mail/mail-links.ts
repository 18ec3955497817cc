import type { OptionalMailCategory } from '@equicreators/shared';
import type { SecretHasher } from '../auth/secret-hasher.ts';
import { signUnsubscribeToken, type MailRecipient } from './unsubscribe-token.ts';

/** The addresses an optional e-mail carries to leave its category. */
export type UnsubscribeLinks = {
  /** RFC 8058 one-click: the address of List-Unsubscribe, which a mailbox provider POSTs to. */
  oneClickUrl: string;
  /** The visible link: a page with one button (a GET never unsubscribes; scanners open links). */
  pageUrl: string;
  /** The account's preferences, when the recipient has an account. */
  preferencesUrl: string | null;
};

/** Builds the links of e-mails: the site's address and the signed unsubscribe links. */
export type MailLinks = {
  publicUrl: string;
  unsubscribe(recipient: MailRecipient, category: OptionalMailCategory): UnsubscribeLinks;
};

export function createMailLinks({ publicUrl, secrets }: { publicUrl: string; secrets: SecretHasher }): MailLinks {
  return {
    publicUrl,
    unsubscribe(recipient, category) {
      const token = encodeURIComponent(signUnsubscribeToken(secrets, { recipient, category }));
      return {
        oneClickUrl: `${publicUrl}/api/unsubscribe?token=${token}`,
        pageUrl: `${publicUrl}/unsubscribe?token=${token}`,
        preferencesUrl: 'accountId' in recipient ? `${publicUrl}/account` : null,
      };
    },
  };
}

/** The mail links of a context (what every service that sends optional mail has in hand). */
export function mailLinksOf(context: { config: { publicUrl: string }; secrets: SecretHasher }): MailLinks {
  return createMailLinks({ publicUrl: context.config.publicUrl, secrets: context.secrets });
}

/** Who an optional e-mail goes to, with the links that sign its unsubscribe address. */
export type MailAudience = { recipient: MailRecipient; links: MailLinks };

/** The audience of an optional e-mail to an account (its opt-outs are checked when it is queued). */
export function accountAudience(
  context: { config: { publicUrl: string }; secrets: SecretHasher },
  accountId: string,
): MailAudience {
  return { recipient: { accountId }, links: mailLinksOf(context) };
}
