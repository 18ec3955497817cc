import { MESSAGE_MESSAGES, UI_LIMITS } from '@equicreators/shared';
import { Paperclip, SendHorizontal, X } from 'lucide-react';
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { UploadProgress } from '@/components/ui/upload-progress';
import { ATTACHMENT_ACCEPT, selectAttachments } from '@/lib/upload/attachment-picking';
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
  const [files, setFiles] = useState<File[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const fileInputRef = useRef<HTMLInputElement>(null);
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
      setFiles([]);
      setProblems([]);
    }
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!isSendKey({ key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing })) return;
    event.preventDefault();
    void handleSend();
  };

  const handleFilesPicked = (picked: FileList | null) => {
    const { accepted, problems: refused } = selectAttachments(files, Array.from(picked ?? []));
    setFiles((current) => [...current, ...accepted]);
    setProblems(refused);
    // The same file may be picked again after removing it.
    if (fileInputRef.current) fileInputRef.current.value = '';
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
        <input
          ref={fileInputRef}
          type="file"
          multiple
          accept={ATTACHMENT_ACCEPT}
          hidden
          onChange={(event) => handleFilesPicked(event.target.files)}
        />
        <Button
          variant="ghost"
          size="sm"
          className="size-9 shrink-0 px-0"
          aria-label="Attach files"
          disabled={!hasThread || isSending}
          onClick={() => fileInputRef.current?.click()}
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
      {files.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Attached files">
          {files.map((file, index) => (
            <li
              key={`${file.name}-${index}`}
              className="flex items-center gap-1 rounded-full bg-parchment py-1 pr-1 pl-3 text-xs text-ink"
            >
              <span className="max-w-48 truncate">{file.name}</span>
              <button
                type="button"
                className="rounded-full p-1 hover:bg-brand-100 disabled:opacity-50"
                aria-label={`Remove ${file.name}`}
                disabled={isSending}
                onClick={() => setFiles((current) => current.filter((_, position) => position !== index))}
              >
                <X aria-hidden className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
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
