import { chargeDueAt, endOfLocalDay, paymentAmounts, type DealTerms } from '@equicreators/shared';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { insertPayment, type Order } from './order-payments.repository.ts';
import { paymentsOf } from './payments-of.ts';

type HiredDeal = { version: number; terms: DealTerms };

/**
 * The instants of a deal's content window: its first day from the start of that day, its last day
 * to the end of it, both in the deal's zone.
 */
export function contentWindowOf(terms: Pick<DealTerms, 'contentStart' | 'contentEnd' | 'timeZone'>): {
  start: Date | null;
  end: Date | null;
} {
  const start = terms.contentStart
    ? new Date(endOfLocalDay(dayBefore(terms.contentStart), terms.timeZone).getTime() + 1)
    : null;
  const end = terms.contentEnd ? endOfLocalDay(terms.contentEnd, terms.timeZone) : null;
  return { start, end };
}

function dayBefore(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

/**
 * At the hire, in its transaction (docs/decisions/029): a paid deal gets its payment, with the fees
 * computed once from the agreed fee and stored. Without Stripe here, or when the deal pays no fee,
 * there is none (the deal is paid outside, or not at all). Called by the campaigns module.
 */
export async function recordPaymentAtHire(
  context: AppContext,
  tx: Database,
  facts: { order: Order; brandId: string; deal: HiredDeal; hiredAt: Date },
): Promise<void> {
  const setup = paymentsOf(context);
  const { terms } = facts.deal;
  if (!setup || terms.feeMinor === null || terms.feeMinor <= 0) return;
  const amounts = paymentAmounts(terms.feeMinor, terms.currency, setup.config.fees);
  const window = contentWindowOf(terms);
  await insertPayment(tx, {
    ...facts.order,
    brandId: facts.brandId,
    ...amounts,
    dealVersion: facts.deal.version,
    chargeDueAt: chargeDueAt(facts.hiredAt, window.start, window.end),
    createdAt: facts.hiredAt,
    updatedAt: facts.hiredAt,
  });
}
