import { useSession } from '@/lib/session/use-session';
import { ownIdOf } from '../own-id';
import { Conversation } from './conversation';

export type CreatorConversationProps = {
  campaignId: string;
  /** When the thread turns read-only after the work's close (issue 22); null while open. */
  writableUntil?: string | null;
};

/** Spec §2 creator order chat, right side: the thread with the campaign's brand and the input. */
export function CreatorConversation({ campaignId, writableUntil }: CreatorConversationProps) {
  // The creator writes from their own id (spec §7 sendbrand `from`), as stored at login.
  const id = ownIdOf(useSession());
  if (!id) return null;
  return <Conversation viewer="contentCreator" campaignId={campaignId} creatorId={id} writableUntil={writableUntil} />;
}
