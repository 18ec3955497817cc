import { randomUUID } from 'node:crypto';
import type { AttackThread } from '../attack/attack-cast.ts';

/** One request of the load: when it started, how it ended (0: no answer at all), who answered. */
export type LoadRecord = {
  kind: 'send' | 'read';
  startedAt: number;
  status: number;
  servedBy: string | null;
  /** The stored message's id, when a send was acknowledged (201). */
  messageId?: string;
};

type ThreadItems = { items: { id: string; seq: number }[]; lastSeq: number };

const threadUrl = (baseUrl: string, thread: AttackThread, after: number) =>
  `${baseUrl}/api/messages/message-brand/${thread.campaignId}/${thread.creatorId}?after=${String(after)}`;

/**
 * A brand that, until `isDone()`, sends a message then reads its thread through the balancer, one
 * request at a time, recording each into `records` (read while it runs). A client, not a test: it never throws on a failed request.
 */
export async function runSteadyLoad(
  baseUrl: string,
  thread: AttackThread,
  records: LoadRecord[],
  isDone: () => boolean,
): Promise<void> {
  let index = 0;
  while (!isDone()) {
    const form = new FormData();
    form.append('from', thread.campaignId);
    form.append('to', thread.creatorId);
    form.append('content', `Steady ${String((index += 1))}`);
    const sendStarted = Date.now();
    const sent = await fetch(`${baseUrl}/api/messages/send`, {
      method: 'POST',
      headers: { authorization: thread.brand, 'idempotency-key': randomUUID() },
      body: form,
    }).catch(() => null);
    const body = sent?.status === 201 ? ((await sent.json()) as { message: { id: string } }) : null;
    records.push({
      kind: 'send',
      startedAt: sendStarted,
      status: sent?.status ?? 0,
      servedBy: sent?.headers.get('x-served-by') ?? null,
      ...(body ? { messageId: body.message.id } : {}),
    });
    const readStarted = Date.now();
    const read = await fetch(threadUrl(baseUrl, thread, 0), { headers: { authorization: thread.brand } }).catch(
      () => null,
    );
    await read?.arrayBuffer();
    records.push({
      kind: 'read',
      startedAt: readStarted,
      status: read?.status ?? 0,
      servedBy: read?.headers.get('x-served-by') ?? null,
    });
  }
}

/** The whole thread as its brand's client renders it: every page after the last seq it holds. */
export async function renderedThread(baseUrl: string, thread: AttackThread): Promise<{ id: string; seq: number }[]> {
  const items: { id: string; seq: number }[] = [];
  for (;;) {
    const response = await fetch(threadUrl(baseUrl, thread, items.at(-1)?.seq ?? 0), {
      headers: { authorization: thread.brand },
    });
    if (response.status !== 200) throw new Error(`Reading the thread answered ${String(response.status)}`);
    const page = (await response.json()) as ThreadItems;
    if (page.items.length === 0) return items;
    items.push(...page.items.map(({ id, seq }) => ({ id, seq })));
    if ((items.at(-1)?.seq ?? 0) >= page.lastSeq) return items;
  }
}
