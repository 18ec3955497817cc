import type { MessageSenderType } from '@equicreators/shared';
import type { Database } from '../../db/client.ts';
import type { LiveSignal } from '../live/live-bus.ts';
import type { DeliveryPlanner, LiveDelivery } from '../live/live-hub.ts';
import { findCampaignBrandAccountId, findMessageThreadParties } from './live-planner.repository.ts';
import type { MessageViewLoader } from './messages.presenter.ts';
import { countUnreadByThread } from './messages.repository.ts';

export type PlannerDependencies = {
  db: Database;
  /** The messages module's view of one message, the same one the thread GET returns. */
  loadMessageView: MessageViewLoader;
};

type Party = { accountId: string; type: MessageSenderType };

/** The signals of threads (the notification centre plans its own: app-context.ts routes them). */
export type MessageSignal = Extract<LiveSignal, { kind: 'message' | 'read' | 'decision' | 'work' }>;

/**
 * Who gets what for each signal (docs/decisions/010): both parties of the thread see messages,
 * read receipts, decisions and work changes (issue 22); the one whose dots changed gets its unread counts. Nothing is read
 * when neither party has a stream on this process. These are message rules, so they live here;
 * the AppContext hands the planner to the live hub, which stays a transport.
 */
export function createDeliveryPlanner({ db, loadMessageView }: PlannerDependencies): DeliveryPlanner<MessageSignal> {
  // The messages module's definition of unread (the same one GET /api/messages/unread answers with).
  const unreadFor = async (reader: Party, thread: { campaignId: string; creatorId: string }) => {
    const counts = await countUnreadByThread(db, reader);
    const unread =
      counts.find((row) => row.campaignId === thread.campaignId && row.creatorId === thread.creatorId)?.unread ?? 0;
    const total = counts.reduce((sum, row) => sum + row.unread, 0);
    return { accountId: reader.accountId, event: { type: 'unread', ...thread, unread, total } } as const;
  };

  return async (signal, isConnected) => {
    if (signal.kind === 'message') {
      const thread = await findMessageThreadParties(db, signal.messageId);
      if (!thread) return [];
      const { campaignId, creatorId, brandAccountId } = thread;
      const watching = [brandAccountId, creatorId].filter(isConnected);
      if (watching.length === 0) return [];
      const recipient: Party =
        thread.senderType === 'brand'
          ? { accountId: creatorId, type: 'contentCreator' }
          : { accountId: brandAccountId, type: 'brand' };
      const [message, unread] = await Promise.all([
        loadMessageView(db, signal.messageId),
        isConnected(recipient.accountId) ? unreadFor(recipient, { campaignId, creatorId }) : null,
      ]);
      if (!message) return [];
      const deliveries: LiveDelivery[] = watching.map((accountId) => ({
        accountId,
        event: { type: 'message', message },
      }));
      return unread ? [...deliveries, unread] : deliveries;
    }

    const { campaignId, creatorId } = signal;
    const brandAccountId = await findCampaignBrandAccountId(db, campaignId);
    if (!brandAccountId) return [];
    const parties = [brandAccountId, creatorId].filter(isConnected);
    if (parties.length === 0) return [];
    if (signal.kind === 'decision') {
      const { decision } = signal;
      return parties.map((accountId) => ({
        accountId,
        event: { type: 'decision', campaignId, creatorId, decision },
      }));
    }
    if (signal.kind === 'work') {
      const { change } = signal;
      return parties.map((accountId) => ({ accountId, event: { type: 'work', campaignId, creatorId, change } }));
    }
    const { readerType, upToSeq, readAt } = signal;
    const deliveries: LiveDelivery[] = parties.map((accountId) => ({
      accountId,
      event: { type: 'read', campaignId, creatorId, readerType, upToSeq, readAt },
    }));
    const reader: Party =
      readerType === 'brand'
        ? { accountId: brandAccountId, type: 'brand' }
        : { accountId: creatorId, type: 'contentCreator' };
    return isConnected(reader.accountId)
      ? [...deliveries, await unreadFor(reader, { campaignId, creatorId })]
      : deliveries;
  };
}
