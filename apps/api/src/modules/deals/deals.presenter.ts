import type { Deal, DealVersion } from '@equicreators/shared';
import type { DealRow } from './deals.repository.ts';

/** One version as both parties read it: never who in the brand's team wrote it, only the side. */
export function presentDealVersion(row: DealRow): DealVersion {
  return {
    _id: row.id,
    version: row.version,
    status: row.status,
    proposedBy: row.proposedBy,
    note: row.note,
    terms: row.terms,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/**
 * The deal from its versions, newest first: the latest accepted one is in force, the one still
 * proposed waits. Null when no version was ever accepted (an order hired before deals existed).
 */
export function presentDeal(newestFirst: DealRow[]): Deal | null {
  const current = newestFirst.find((row) => row.status === 'accepted');
  if (!current) return null;
  const proposal = newestFirst.find((row) => row.status === 'proposed');
  return {
    current: presentDealVersion(current),
    proposal: proposal ? presentDealVersion(proposal) : null,
    history: newestFirst.map(presentDealVersion),
  };
}
