import { SubmissionFieldsSchema, WORK_LIMITS, WORK_MESSAGES, type FieldIssue } from '@equicreators/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Paperclip } from 'lucide-react';
import { useRef, type Dispatch } from 'react';
import { AttachedFileChips } from '@/components/attachments/attached-file-chips';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { UploadProgress } from '@/components/ui/upload-progress';
import { newIdempotencyKey } from '@/lib/http/idempotency-key';
import { notify } from '@/lib/toast/notify';
import { routeUploadFailure } from '@/lib/upload/upload-failure';
import { ATTACHMENT_ACCEPT } from '@/lib/upload/attachment-picking';
import { submitDeliverable } from '../api/change-work';
import { orderWorkKey, type OrderIds } from '@/lib/order-work-key';
import type { SubmissionErrors, SubmissionFormAction, SubmissionFormState } from '../submission-forms';

export type SubmissionFormProps = {
  ids: OrderIds;
  deliverableId: string;
  deliverableTitle: string;
  /** This deliverable's draft, files, progress and errors, kept by the panel under its id. */
  form: SubmissionFormState;
  dispatch: Dispatch<SubmissionFormAction>;
};

function errorsFrom(issues: readonly FieldIssue[]): SubmissionErrors {
  const errors: SubmissionErrors = {};
  for (const issue of issues) {
    if (issue.field === 'note' || issue.field === 'postUrl') errors[issue.field] ??= issue.message;
    else errors.form ??= issue.message;
  }
  return errors;
}

/**
 * The creator's submission of one deliverable (issue 22): a note, the published post's link and
 * files, picked and limited like a message's, and the consent to show it in the creator's portfolio
 * (issue 33). The draft keeps one idempotency key until it is
 * stored, so a retried upload makes one version.
 */
export function SubmissionForm({ ids, deliverableId, deliverableTitle, form, dispatch }: SubmissionFormProps) {
  const queryClient = useQueryClient();
  const fileInputRef = useRef<HTMLInputElement>(null);
  const { note, postUrl, showcaseConsent, files, problems, errors, progress, isSending } = form;

  const handleSubmit = async () => {
    const checked = SubmissionFieldsSchema.safeParse({ deliverableId, note, postUrl, showcaseConsent });
    if (!checked.success) {
      const issues = checked.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
      dispatch({ type: 'invalid', deliverableId, errors: errorsFrom(issues) });
      return;
    }
    if (files.length === 0 && !checked.data.postUrl) {
      dispatch({ type: 'invalid', deliverableId, errors: { form: WORK_MESSAGES.nothingToSubmit } });
      return;
    }
    const idempotencyKey = form.idempotencyKey ?? newIdempotencyKey();
    dispatch({ type: 'send', deliverableId, idempotencyKey });
    try {
      const answer = await submitDeliverable(
        ids,
        { deliverableId, note, postUrl, showcaseConsent, files },
        idempotencyKey,
        files.length > 0 ? (fraction) => dispatch({ type: 'progress', deliverableId, fraction }) : undefined,
      );
      queryClient.setQueryData(orderWorkKey(ids.campaignId, ids.creatorId), answer.work);
      notify.success(WORK_MESSAGES.submitted);
      dispatch({ type: 'stored', deliverableId });
    } catch (error) {
      // Every failure ends the sending, a 401 included (the API client has gone to /login).
      let failed: SubmissionErrors = {};
      routeUploadFailure(error, {
        onFields: (issues) => (failed = errorsFrom(issues)),
        onFileRefused: (message) => (failed = { files: message }),
        onOther: (message) => {
          notify.error(message);
          void queryClient.invalidateQueries({ queryKey: orderWorkKey(ids.campaignId, ids.creatorId), exact: true });
        },
      });
      dispatch({ type: 'failed', deliverableId, errors: failed });
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
            onChange={(event) => dispatch({ type: 'edit', deliverableId, field: 'note', value: event.target.value })}
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
            onChange={(event) => dispatch({ type: 'edit', deliverableId, field: 'postUrl', value: event.target.value })}
          />
        )}
      </Field>
      <div className="flex flex-col gap-2">
        <input
          ref={fileInputRef}
          type="file"
          multiple
          accept={ATTACHMENT_ACCEPT}
          hidden
          aria-label="Files"
          data-testid="submission-files"
          onChange={(event) => {
            dispatch({ type: 'pick', deliverableId, picked: Array.from(event.target.files ?? []) });
            // The same file may be picked again after removing it.
            event.target.value = '';
          }}
        />
        <Button
          variant="secondary"
          size="sm"
          className="self-start"
          disabled={isSending}
          onClick={() => fileInputRef.current?.click()}
        >
          <Paperclip aria-hidden className="size-4" />
          Attach files
        </Button>
        <AttachedFileChips
          files={files}
          isDisabled={isSending}
          surface="white"
          onRemove={(index) => dispatch({ type: 'remove-file', deliverableId, index })}
        />
        {[...problems, ...(errors.files ? [errors.files] : [])].map((problem) => (
          <p key={problem} role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        ))}
      </div>
      <Checkbox
        label="Show this work in my media kit portfolio (if the brand agrees)"
        checked={showcaseConsent}
        disabled={isSending}
        onCheckedChange={(consent) => dispatch({ type: 'showcase', deliverableId, consent })}
      />
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
        <Button
          variant="ghost"
          size="sm"
          disabled={isSending}
          onClick={() => dispatch({ type: 'cancel', deliverableId })}
        >
          Cancel
        </Button>
        <Button type="submit" size="sm" isLoading={isSending}>
          Submit for review
        </Button>
      </div>
    </form>
  );
}
