import { SubmissionFieldsSchema, WORK_LIMITS, WORK_MESSAGES, type FieldIssue } from '@equicreators/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Paperclip } from 'lucide-react';
import { useRef, useState } from 'react';
import { AttachedFileChips } from '@/components/attachments/attached-file-chips';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { UploadProgress } from '@/components/ui/upload-progress';
import { newIdempotencyKey } from '@/lib/http/idempotency-key';
import { notify } from '@/lib/toast/notify';
import { routeUploadFailure } from '@/lib/upload/upload-failure';
import { usePickedAttachments } from '@/lib/upload/use-picked-attachments';
import { submitDeliverable } from '../api/change-work';
import { orderWorkKey, type OrderIds } from '@/lib/order-work-key';

export type SubmissionFormProps = {
  ids: OrderIds;
  deliverableId: string;
  deliverableTitle: string;
  onDone: () => void;
};

type Errors = { note?: string; postUrl?: string; files?: string; form?: string };

function errorsFrom(issues: readonly FieldIssue[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    if (issue.field === 'note' || issue.field === 'postUrl') errors[issue.field] ??= issue.message;
    else errors.form ??= issue.message;
  }
  return errors;
}

/**
 * The creator's submission of one deliverable (issue 22): a note, the published post's link and
 * files, picked and limited like a message's. The draft keeps one idempotency key until it is
 * stored, so a retried upload makes one version.
 */
export function SubmissionForm({ ids, deliverableId, deliverableTitle, onDone }: SubmissionFormProps) {
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const [postUrl, setPostUrl] = useState('');
  const { files, problems, inputProps, openPicker, removeFile } = usePickedAttachments();
  const [errors, setErrors] = useState<Errors>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [isSending, setIsSending] = useState(false);
  const keyRef = useRef<string | null>(null);

  const handleSubmit = async () => {
    const checked = SubmissionFieldsSchema.safeParse({ deliverableId, note, postUrl });
    if (!checked.success) {
      setErrors(
        errorsFrom(checked.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }))),
      );
      return;
    }
    if (files.length === 0 && !checked.data.postUrl) {
      setErrors({ form: WORK_MESSAGES.nothingToSubmit });
      return;
    }
    keyRef.current ??= newIdempotencyKey();
    setErrors({});
    setIsSending(true);
    setProgress(files.length > 0 ? 0 : null);
    try {
      const answer = await submitDeliverable(
        ids,
        { deliverableId, note, postUrl, files },
        keyRef.current,
        files.length > 0 ? setProgress : undefined,
      );
      keyRef.current = null;
      queryClient.setQueryData(orderWorkKey(ids.campaignId, ids.creatorId), answer.work);
      notify.success(WORK_MESSAGES.submitted);
      onDone();
    } catch (error) {
      routeUploadFailure(error, {
        onFields: (issues) => setErrors(errorsFrom(issues)),
        onFileRefused: (message) => setErrors({ files: message }),
        onOther: (message) => {
          notify.error(message);
          void queryClient.invalidateQueries({ queryKey: orderWorkKey(ids.campaignId, ids.creatorId), exact: true });
        },
      });
    } finally {
      setIsSending(false);
      setProgress(null);
    }
  };

  return (
    <form
      className="flex flex-col gap-3 rounded-lg bg-parchment/60 p-3"
      aria-label={`Submit ${deliverableTitle}`}
      onSubmit={(event) => {
        event.preventDefault();
        void handleSubmit();
      }}
    >
      <Field label="Note" error={errors.note}>
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            className="min-h-20"
            maxLength={WORK_LIMITS.note}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        )}
      </Field>
      <Field label="Link to the published post" error={errors.postUrl} hint="Optional when you attach files.">
        {(control) => (
          <Input
            {...control}
            type="url"
            inputMode="url"
            placeholder="https://"
            maxLength={WORK_LIMITS.postUrl}
            value={postUrl}
            onChange={(event) => setPostUrl(event.target.value)}
          />
        )}
      </Field>
      <div className="flex flex-col gap-2">
        <input {...inputProps} aria-label="Files" data-testid="submission-files" />
        <Button variant="secondary" size="sm" className="self-start" disabled={isSending} onClick={openPicker}>
          <Paperclip aria-hidden className="size-4" />
          Attach files
        </Button>
        <AttachedFileChips files={files} isDisabled={isSending} surface="white" onRemove={removeFile} />
        {[...problems, ...(errors.files ? [errors.files] : [])].map((problem) => (
          <p key={problem} role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        ))}
      </div>
      {errors.form && (
        <p role="alert" className="text-sm text-red-700">
          {errors.form}
        </p>
      )}
      <UploadProgress
        progress={progress}
        label="Uploading files"
        uploadingText="Uploading files…"
        savingText="Submitting…"
      />
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" disabled={isSending} onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" size="sm" isLoading={isSending}>
          Submit for review
        </Button>
      </div>
    </form>
  );
}
