import type { Page } from '@equicreators/shared';
import type { AppContext } from '../../app-context.ts';
import { listOutbox, type OutboxRow } from '../../platform/mail/mail-outbox.repository.ts';

/** Queued e-mails, newest first, optionally those to one address (any case). */
export async function listOutboxPage(
  context: AppContext,
  query: { to?: string | undefined; page: number; pageSize: number },
): Promise<Page<OutboxRow>> {
  const { rows, total } = await listOutbox(context.db, query);
  return { items: rows, page: query.page, pageSize: query.pageSize, total };
}
