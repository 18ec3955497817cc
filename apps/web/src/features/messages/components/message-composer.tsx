import { MESSAGE_MESSAGES, UI_LIMITS } from '@equicreators/shared';
import { Paperclip, SendHorizontal } from 'lucide-react';
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { AttachedFileChips } from '@/components/attachments/attached-file-chips';
import { Button } from '@/components/ui/button';
import { UploadProgress } from '@/components/ui/upload-progress';
import { usePickedAttachments } from '@/lib/upload/use-picked-attachments';
import { canSend, composerHeight, isSendKey } from '../composer-rules';
import type { SendDraft } from '../hooks/use-send-message';

export type MessageComposerProps = {
  /** False while no thread is chosen (the brand's screen before a campaign is selected). */
  hasThread: boolean;
  isSending: boolean;
  progress: number | null;
  /** Sends the draft; true when it was stored (the input then clears). */
  onSend: (draft: SendDraft) => Promise<boolean>;
};

/**
 * Spec §2 message input: grows up to four rows, Enter sends and Shift+Enter breaks the line,
 * several files attach with their names listed and removable. A failed send keeps both.
 */
export function MessageComposer({ hasThread, isSending, progress, onSend }: MessageComposerProps) {
  const [text, setText] = useState('');
  const { files, problems, inputProps, openPicker, removeFile, clearFiles } = usePickedAttachments();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const problemsId = useId();
  const isSendable = canSend({ text, fileCount: files.length, isSending, hasThread });

  // Measured after each change of the text, also when a send clears it.
  useLayoutEffect(() => {
    const textarea = textareaRef.current;
    if (!textarea) return;
    const style = getComputedStyle(textarea);
    const lineHeight = parseFloat(style.lineHeight) || 20;
    const padding = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
    textarea.style.height = 'auto';
    const height = composerHeight(textarea.scrollHeight, lineHeight, padding, UI_LIMITS.messageInputMaxRows);
    textarea.style.height = `${height}px`;
  }, [text]);

  const handleSend = async () => {
    if (!isSendable) return;
    const isSent = await onSend({ content: text.trim(), files });
    if (isSent) {
      setText('');
      clearFiles();
    }
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!isSendKey({ key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing })) return;
    event.preventDefault();
    void handleSend();
  };

  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void handleSend();
      }}
    >
      <div className="flex items-end gap-2 rounded-[var(--radius-card)] border border-line bg-white p-2 focus-within:border-brand-800">
        <input {...inputProps} />
        <Button
          variant="ghost"
          size="sm"
          className="size-9 shrink-0 px-0"
          aria-label="Attach files"
          disabled={!hasThread || isSending}
          onClick={openPicker}
        >
          <Paperclip aria-hidden className="size-5" />
        </Button>
        <textarea
          ref={textareaRef}
          rows={1}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={handleKeyDown}
          placeholder={MESSAGE_MESSAGES.writePlaceholder}
          aria-label={MESSAGE_MESSAGES.writePlaceholder}
          aria-describedby={problems.length > 0 ? problemsId : undefined}
          disabled={!hasThread}
          className="min-h-9 flex-1 resize-none bg-transparent px-2 py-2 text-sm leading-5 text-ink outline-none placeholder:text-ink-muted disabled:cursor-not-allowed"
        />
        <Button type="submit" size="sm" isLoading={isSending} disabled={!isSendable} className="shrink-0">
          {!isSending && <SendHorizontal aria-hidden className="size-4" />}
          Send
        </Button>
      </div>
      <AttachedFileChips files={files} isDisabled={isSending} surface="parchment" onRemove={removeFile} />
      {problems.length > 0 && (
        <ul id={problemsId} role="alert" className="flex flex-col gap-0.5 text-sm text-red-700">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      <UploadProgress
        progress={progress}
        label="Uploading attachments"
        uploadingText="Uploading attachments…"
        savingText="Sending the message…"
      />
    </form>
  );
}
