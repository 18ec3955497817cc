import {
  WorkChangeResponseSchema,
  type CloseOrder,
  type DeliverableInput,
  type ReviewRequestSchema,
  type ShowcaseConsentRequest,
} from '@equicreators/shared';
import type { z } from 'zod';
import { apiRequest } from '@/lib/http/api-client';
import { uploadWithProgress } from '@/lib/upload/upload-with-progress';
import { orderPath, type OrderIds } from '@/lib/order-work-key';

/** PUT …/deliverables (brand, before the first submission): the hire's whole list. */
export function replaceDeliverables(ids: OrderIds, deliverables: (DeliverableInput & { id?: string })[]) {
  return apiRequest(orderPath(ids, 'deliverables'), {
    method: 'PUT',
    body: { deliverables },
    schema: WorkChangeResponseSchema,
  });
}

/** POST …/reviews (brand): a decision on the pending submissions named. */
export function reviewSubmissions(ids: OrderIds, review: z.input<typeof ReviewRequestSchema>) {
  return apiRequest(orderPath(ids, 'reviews'), { method: 'POST', body: review, schema: WorkChangeResponseSchema });
}

/** POST …/close (brand): completed, or cancelled with a reason. */
export function closeOrder(ids: OrderIds, close: CloseOrder) {
  return apiRequest(orderPath(ids, 'close'), { method: 'POST', body: close, schema: WorkChangeResponseSchema });
}

/** PUT …/submissions/{id}/showcase (either party): the caller's own portfolio consent on one version. */
export function changeShowcaseConsent(ids: OrderIds, change: ShowcaseConsentRequest & { submissionId: string }) {
  return apiRequest(orderPath(ids, `submissions/${encodeURIComponent(change.submissionId)}/showcase`), {
    method: 'PUT',
    body: { consent: change.consent },
    schema: WorkChangeResponseSchema,
  });
}

export type SubmissionDraft = {
  deliverableId: string;
  note: string;
  postUrl: string;
  showcaseConsent: boolean;
  files: readonly File[];
};

/** The multipart form of a submission: text fields, then the files as repeated `attachments` parts. */
export function toSubmissionFormData(draft: SubmissionDraft): FormData {
  const body = new FormData();
  body.append('deliverableId', draft.deliverableId);
  body.append('note', draft.note);
  body.append('postUrl', draft.postUrl);
  body.append('showcaseConsent', String(draft.showcaseConsent));
  for (const file of draft.files) body.append('attachments', file, file.name);
  return body;
}

/**
 * POST …/submissions (creator), multipart like a message: the same files pipeline and limits, an
 * `Idempotency-Key` per draft so a retried upload stores one version.
 */
export function submitDeliverable(
  ids: OrderIds,
  draft: SubmissionDraft,
  idempotencyKey: string,
  onProgress?: (fraction: number) => void,
) {
  return uploadWithProgress(orderPath(ids, 'submissions'), {
    body: toSubmissionFormData(draft),
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: WorkChangeResponseSchema,
    onProgress,
  });
}
