import type { Campaign } from '@equicreators/shared';

const TEXT_LABELS = {
  compensation: 'Compensation',
  deadlines: 'Dates',
  deliverables: 'Deliverables',
} as const;

/**
 * On the edit of a campaign whose terms were written before offers were data (issue 31): the texts
 * as the brand wrote them, and a request to complete the offer below, which replaces them on save.
 */
export function OfferCompletionNotice({
  campaign,
}: {
  campaign: Pick<Campaign, 'needsCompletion' | 'termsAsWritten'>;
}) {
  const written = (Object.keys(TEXT_LABELS) as (keyof typeof TEXT_LABELS)[]).flatMap((key) => {
    const text = campaign.termsAsWritten[key];
    return text ? [{ key, label: TEXT_LABELS[key], text }] : [];
  });
  if (!campaign.needsCompletion && written.length === 0) return null;
  return (
    <section
      aria-labelledby="complete-offer-heading"
      className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-saddle-200 bg-saddle-50 p-4 sm:p-6"
    >
      <h2 id="complete-offer-heading" className="text-xl text-saddle-800">
        Complete your offer
      </h2>
      <p className="text-ink">
        Creators now filter and compare campaigns by fee, dates and deliverables. Fill in the offer below from what you
        wrote; saving replaces the texts as written.
      </p>
      {written.length > 0 && (
        <dl className="flex flex-col gap-2">
          {written.map(({ key, label, text }) => (
            <div key={key} className="flex min-w-0 flex-col gap-0.5">
              <dt className="text-sm font-semibold text-ink">{label}, as written</dt>
              <dd className="break-words whitespace-pre-line text-ink">{text}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
