import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';
import type { OutboxRow } from '../platform/mail/mail-outbox.repository.ts';

export async function mailsTo(db: Database, email: string): Promise<OutboxRow[]> {
  return db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(desc(mailOutbox.createdAt));
}

export async function latestMailTo(db: Database, email: string): Promise<OutboxRow> {
  const [mail] = await mailsTo(db, email);
  if (!mail) throw new Error(`No e-mail was queued for ${email}`);
  return mail;
}

/** The six-digit code in an auth code e-mail. */
export function codeIn(mail: OutboxRow): string {
  const code = /\b(\d{6})\b/.exec(mail.textBody)?.[1];
  if (!code) throw new Error(`No code in the e-mail "${mail.subject}"`);
  return code;
}

/** The first link in an e-mail that contains `fragment`. */
export function linkIn(mail: OutboxRow, fragment: string): string {
  const link = mail.textBody.match(/https?:\/\/\S+/g)?.find((url) => url.includes(fragment));
  if (!link) throw new Error(`No link containing ${fragment} in the e-mail "${mail.subject}"`);
  return link;
}
