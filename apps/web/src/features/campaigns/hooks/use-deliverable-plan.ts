import { defaultDeliverablePlan, type Campaign, type DeliverableInput } from '@equicreators/shared';
import { useMemo, useState } from 'react';
import { draftsFrom, inputsFrom, type DeliverableDraft } from '@/lib/deliverable-drafts';
import { browserTimeZone } from '@/lib/due-date';

/**
 * The campaign form's deliverables plan (issue 22). On creation, until the brand touches the list,
 * it follows the free-text deliverables and deadlines (shared defaultDeliverablePlan, whose days
 * are UTC days); on an edit it starts from the campaign's plan. Sent: always on creation (what the
 * brand saw), on an edit only once changed (absent keeps the plan).
 */
export function useDeliverablePlan(campaign: Campaign | undefined, deliverablesText: string, deadlinesText: string) {
  const timeZone = browserTimeZone();
  const [edited, setEdited] = useState<DeliverableDraft[] | null>(() =>
    campaign ? draftsFrom(campaign.deliverablePlan, timeZone) : null,
  );
  const [isChanged, setIsChanged] = useState(false);
  const derived = useMemo(
    () => draftsFrom(defaultDeliverablePlan(deliverablesText, deadlinesText), 'UTC', 'plan'),
    [deliverablesText, deadlinesText],
  );
  const drafts = edited ?? derived;

  const handleChange = (next: DeliverableDraft[]) => {
    setEdited(next);
    setIsChanged(true);
  };

  /** The plan to send, or undefined to leave it as it is (an unchanged edit). */
  const toSend = (): DeliverableInput[] | undefined =>
    campaign && !isChanged ? undefined : inputsFrom(drafts, timeZone);

  return { drafts, handleChange, toSend, isFollowingText: edited === null };
}
