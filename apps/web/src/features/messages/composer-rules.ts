import { MESSAGE_LIMITS } from '@equicreators/shared';

export type ComposerState = {
  text: string;
  fileCount: number;
  isSending: boolean;
  /** The brand's screen needs a selected campaign; the creator's always has its own. */
  hasThread: boolean;
};

/** Spec §5: send is disabled while sending, without a thread, or with empty text and no files. */
export function canSend({ text, fileCount, isSending, hasThread }: ComposerState): boolean {
  if (isSending || !hasThread) return false;
  if (text.trim().length > MESSAGE_LIMITS.contentMaxLength) return false;
  return text.trim().length > 0 || fileCount > 0;
}

/** Enter sends; Shift+Enter (and Enter while an input method composes a word) breaks the line. */
export function isSendKey(event: { key: string; shiftKey: boolean; isComposing: boolean }): boolean {
  return event.key === 'Enter' && !event.shiftKey && !event.isComposing;
}

/**
 * The textarea's height for its content: one to `maxRows` lines, then it scrolls. `scrollHeight`
 * is measured with the height reset, so the box also shrinks when lines are deleted.
 */
export function composerHeight(scrollHeight: number, lineHeight: number, padding: number, maxRows: number): number {
  return Math.min(scrollHeight, lineHeight * maxRows + padding);
}
