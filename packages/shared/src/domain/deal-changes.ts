import {
  describeExclusivity,
  describeUsageRights,
  formatLocalDate,
  formatMoney,
  type DealTerms,
  type LocalDate,
} from './offers.ts';

/** One term a proposal changes, in words: 'Fee: £400 → £500'. */
export type DealChange = { term: string; before: string; after: string };

function describeWindow(start: LocalDate | null, end: LocalDate | null): string {
  if (start && end) return `${formatLocalDate(start)} – ${formatLocalDate(end)}`;
  if (start) return `From ${formatLocalDate(start)}`;
  if (end) return `By ${formatLocalDate(end)}`;
  return 'Not set';
}

function describeFee(terms: Pick<DealTerms, 'feeMinor' | 'currency'>): string {
  return terms.feeMinor === null ? 'No fee' : formatMoney(terms.feeMinor, terms.currency);
}

/**
 * The terms a later version changes against an earlier one (issue 31): the fee, the content
 * window, the usage rights and the exclusivity, the ones a proposal may change. Empty when they
 * are the same.
 */
export function dealChanges(before: DealTerms, after: DealTerms): DealChange[] {
  const changes: DealChange[] = [];
  const add = (term: string, was: string, now: string) => {
    if (was !== now) changes.push({ term, before: was, after: now });
  };
  add('Fee', describeFee(before), describeFee(after));
  add(
    'Content window',
    describeWindow(before.contentStart, before.contentEnd),
    describeWindow(after.contentStart, after.contentEnd),
  );
  add('Usage rights', describeUsageRights(before.usageRights), describeUsageRights(after.usageRights));
  add('Exclusivity', describeExclusivity(before.exclusivity), describeExclusivity(after.exclusivity));
  return changes;
}

/** The content window in words, for the deal's summary. */
export function describeContentWindow(terms: Pick<DealTerms, 'contentStart' | 'contentEnd'>): string {
  return describeWindow(terms.contentStart, terms.contentEnd);
}
