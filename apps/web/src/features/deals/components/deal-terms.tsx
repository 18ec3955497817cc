import {
  COMPENSATION_KIND_LABELS,
  deliverableLabel,
  describeCompensation,
  describeContentWindow,
  describeExclusivity,
  describeUsageRights,
  formatLocalDate,
  formatMoney,
  type DealTerms as Terms,
} from '@equicreators/shared';
import type { ReactNode } from 'react';

export type DealTermsProps = { terms: Terms };

/** The terms of a deal version, one per line: money, kinds, window, deliverables, rights. */
export function DealTerms({ terms }: DealTermsProps) {
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[max-content_minmax(0,1fr)]">
      <Term label="Fee">
        <span data-testid="deal-fee">
          {terms.feeMinor === null ? 'No fee' : formatMoney(terms.feeMinor, terms.currency)}
        </span>
      </Term>
      <Term label="Compensation">
        {terms.kinds.map((kind) => COMPENSATION_KIND_LABELS[kind]).join(', ')}
        {terms.kinds.some((kind) => kind === 'gifted' || kind === 'affiliate') && (
          <span className="block text-ink-muted">{describeCompensation(terms)}</span>
        )}
      </Term>
      <Term label="Content window">{describeContentWindow(terms)}</Term>
      <Term label="Deliverables">
        {terms.deliverables.length === 0 ? (
          'None listed'
        ) : (
          <ul className="flex flex-col gap-0.5">
            {terms.deliverables.map((item, index) => (
              <li key={index} className="break-words">
                {deliverableLabel(item)}
                {item.dueDate && <span className="text-ink-muted"> · due {formatLocalDate(item.dueDate)}</span>}
              </li>
            ))}
          </ul>
        )}
      </Term>
      <Term label="Usage rights">{describeUsageRights(terms.usageRights)}</Term>
      <Term label="Exclusivity">
        <span className="break-words">{describeExclusivity(terms.exclusivity)}</span>
      </Term>
    </dl>
  );
}

function Term({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold text-ink">{label}</dt>
      <dd className="min-w-0 text-ink">{children}</dd>
    </>
  );
}
