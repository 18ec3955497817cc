import type { HireOffer } from '@equicreators/shared';
import type { DealRow } from '../deals/deals.repository.ts';

/** A brand's offer to hire as both parties read it (issue 46): the row's id is what an accept names. */
export function presentHireOffer(row: DealRow): HireOffer {
  return {
    _id: row.id,
    feeMinor: row.terms.feeMinor,
    currency: row.terms.currency,
    createdAt: row.createdAt.toISOString(),
  };
}
