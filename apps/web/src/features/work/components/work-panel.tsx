import { canSubmitDeliverable, PAYMENT_MESSAGES, type OrderWork } from '@equicreators/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useReducer, useState, type ReactNode } from 'react';
import { OrderProgressBadges } from '@/components/work/order-progress';
import { Button } from '@/components/ui/button';
import { LoadFailure } from '@/components/ui/error-alert';
import { SkeletonStack } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/due-date';
import { ApiError } from '@/lib/http/api-client';
import { useOrderWork } from '../api/get-order-work';
import { NO_SUBMISSION_FORMS, shownForm, submissionFormsReducer } from '../submission-forms';
import { orderWorkKey, type OrderIds } from '@/lib/order-work-key';
import { DeliverableItem } from './deliverable-item';
import { pendingSubmissions, type ReviewRequest } from '../work-rules';
import { DeliverablesEditor } from './deliverables-editor';
import { ReviewDialog } from './review-dialog';
import { ShowcaseConsent } from './showcase-consent';
import { SubmissionForm } from './submission-form';
import { VersionReviewActions } from './version-review-actions';
import { WorkDecisions } from './work-decisions';

export type WorkPanelProps = {
  campaignId: string;
  creatorId: string;
  viewer: 'brand' | 'contentCreator';
  /** The hired creator's name, for the brand's portfolio question at approval (issue 33). */
  creatorName?: string | undefined;
  /**
   * RATINGS: where a completed order's rating section goes (the ratings feature's component,
   * composed in app/). Shown only once the work is closed as completed.
   */
  ratingSection?: ReactNode;
};

/**
 * The 'Work' panel beside the thread (issue 22): progress, every deliverable with its versions and
 * status, the close, and per party its actions: the creator submits; the brand edits the list before
 * the first submission, reviews each waiting version on its own card, decides several at once
 * ('Partially Approve') and closes the work at the panel's foot (issue 30). Each approved version
 * says whether it is shown in the creator's portfolio, and either party may change its consent (issue 33).
 */
export function WorkPanel({ campaignId, creatorId, viewer, creatorName, ratingSection }: WorkPanelProps) {
  const headingId = useId();
  const work = useOrderWork({ campaignId, creatorId });

  // Not hired, or not a party: the thread says so; the panel stays out of the way.
  if (work.error instanceof ApiError && work.error.status === 404) return null;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3" data-testid="work-panel">
      <h2 id={headingId} className="text-2xl">
        Work
      </h2>
      {work.data ? (
        <WorkBody
          work={work.data}
          ids={{ campaignId, creatorId }}
          viewer={viewer}
          creatorName={creatorName}
          ratingSection={ratingSection}
        />
      ) : work.isError ? (
        <LoadFailure error={work.error} onRetry={() => void work.refetch()} retryLabel="Try again" />
      ) : (
        <SkeletonStack blocks={['h-6 w-40', 'h-24 w-full', 'h-24 w-full']} className="gap-3" />
      )}
    </section>
  );
}

type WorkBodyProps = Pick<WorkPanelProps, 'viewer' | 'creatorName' | 'ratingSection'> & {
  work: OrderWork;
  ids: OrderIds;
};

function WorkBody({ work, ids, viewer, creatorName, ratingSection }: WorkBodyProps) {
  const queryClient = useQueryClient();
  // Each deliverable's form by its id: one submission's answer closes only its own (issue 28).
  const [forms, dispatchForm] = useReducer(submissionFormsReducer, NO_SUBMISSION_FORMS);
  const [isEditing, setIsEditing] = useState(false);
  // The last review asked for stays while its dialog closes, so its title does not change on the way out.
  const [review, setReview] = useState<ReviewRequest | null>(null);
  const [isReviewOpen, setIsReviewOpen] = useState(false);
  const openReview = (request: ReviewRequest) => {
    setReview(request);
    setIsReviewOpen(true);
  };
  const isClosed = work.closedAt !== null;
  const isBrand = viewer === 'brand';
  const pending = isBrand && !isClosed ? pendingSubmissions(work) : [];
  // Lapsed file addresses: the panel fetches fresh ones (decision 014).
  const handleNeedAddresses = () =>
    void queryClient.invalidateQueries({ queryKey: orderWorkKey(ids.campaignId, ids.creatorId), exact: true });

  return (
    <div className="flex flex-col gap-3">
      <OrderProgressBadges progress={work.progress} />
      {work.awaitingPayment && !isClosed && (
        <p
          className="rounded-lg border border-line bg-parchment/60 px-3 py-2 text-sm text-ink"
          data-testid="work-awaiting-payment"
        >
          {isBrand ? 'The creator starts once you have paid for this order.' : PAYMENT_MESSAGES.awaitingPayment}
        </p>
      )}
      {work.closedAt && (
        <div className="rounded-lg border border-line bg-parchment/60 px-3 py-2 text-sm text-ink">
          <p>
            Closed as <strong>{work.closeOutcome === 'cancelled' ? 'cancelled' : 'completed'}</strong> on{' '}
            <time dateTime={work.closedAt}>{formatDateTime(work.closedAt)}</time>.
          </p>
          {work.closeReason && <p className="break-words whitespace-pre-wrap">Reason: {work.closeReason}</p>}
        </div>
      )}
      {isEditing ? (
        <DeliverablesEditor ids={ids} deliverables={work.deliverables} onDone={() => setIsEditing(false)} />
      ) : (
        <>
          {work.deliverables.length === 0 ? (
            <p className="text-sm text-ink-muted">No deliverables are set for this hire.</p>
          ) : (
            <ul className="flex flex-col gap-3" aria-label="Deliverables">
              {work.deliverables.map((deliverable) => {
                const canSubmit =
                  viewer === 'contentCreator' &&
                  !work.awaitingPayment &&
                  canSubmitDeliverable(deliverable.status, isClosed);
                const form = shownForm(forms, deliverable.id, canSubmit);
                return (
                  <DeliverableItem
                    key={deliverable.id}
                    deliverable={deliverable}
                    onNeedAddresses={handleNeedAddresses}
                    renderVersionActions={(submission) => {
                      if (submission.status === 'approved') {
                        return (
                          <ShowcaseConsent
                            ids={ids}
                            submission={submission}
                            name={`${deliverable.title}, version ${submission.version}`}
                            viewer={viewer}
                          />
                        );
                      }
                      const item = pending.find((candidate) => candidate.submissionId === submission.id);
                      return (
                        item && (
                          <VersionReviewActions
                            item={item}
                            onReview={(outcome) => openReview({ kind: 'version', item, outcome })}
                          />
                        )
                      );
                    }}
                    submit={
                      form ? (
                        <SubmissionForm
                          ids={ids}
                          deliverableId={deliverable.id}
                          deliverableTitle={deliverable.title}
                          form={form}
                          dispatch={dispatchForm}
                        />
                      ) : canSubmit ? (
                        <Button
                          size="sm"
                          className="self-start"
                          onClick={() => dispatchForm({ type: 'open', deliverableId: deliverable.id })}
                        >
                          {deliverable.status === 'changes_requested' ? 'Submit a new version' : 'Submit'}
                        </Button>
                      ) : undefined
                    }
                  />
                );
              })}
            </ul>
          )}
          {isBrand && work.deliverablesEditable && (
            <Button variant="secondary" size="sm" className="self-start" onClick={() => setIsEditing(true)}>
              Edit deliverables
            </Button>
          )}
        </>
      )}
      {isBrand && !isEditing && (
        <WorkDecisions
          ids={ids}
          work={work}
          pending={pending}
          onPartialApprove={() => openReview({ kind: 'partial' })}
        />
      )}
      {isBrand && (
        <ReviewDialog
          ids={ids}
          request={review}
          open={isReviewOpen}
          pending={pending}
          creatorName={creatorName}
          onOpenChange={setIsReviewOpen}
        />
      )}
      {/* RATINGS: the ratings helper's section for a completed order goes here (wired in app/). */}
      {work.closeOutcome === 'completed' && ratingSection}
    </div>
  );
}
