import { WORK_RULES } from '@equicreators/shared';
import type { AppContext } from '../../app-context.ts';
import { PeriodicTask } from '../../platform/periodic-task.ts';
import { publishLiveSignal } from '../live/live-bus.ts';
import {
  findOrdersWithRatingsDue,
  lockOrderParties,
  publishOrderRatings,
  recomputeRateeTotals,
} from './ratings.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Orders published per transaction round; a pass repeats rounds until none is due. */
const BATCH_SIZE = 100;
/** The blind period ends on a day, not a minute: a pass every ten minutes is on time. */
const POLL_INTERVAL_MS = 10 * 60_000;

export type RatingPublicationPass = { orders: number };

/**
 * Blind ratings (issue 46): publishes the ratings of orders whose blind period after the close
 * has passed with only one side rated, each order in its own transaction, and recomputes the
 * ratee's totals. A rating by the other side publishes both at once instead (ratings.service).
 */
export async function publishDueRatings(
  context: Pick<AppContext, 'db' | 'clock' | 'changes'>,
): Promise<RatingPublicationPass> {
  const now = context.clock.now();
  const closedBy = new Date(now.getTime() - WORK_RULES.ratingsBlindDaysAfterClose * DAY_MS);
  let orders = 0;
  for (;;) {
    const due = await findOrdersWithRatingsDue(context.db, closedBy, BATCH_SIZE);
    for (const order of due) {
      const published = await context.db.transaction(async (tx) => {
        await lockOrderParties(tx, order.creatorId, order.brandId);
        // Another process (or the other side's rating) may have published them meanwhile: then none.
        const rows = await publishOrderRatings(tx, order, now);
        for (const row of rows) await recomputeRateeTotals(tx, row.raterType, row.rateeAccountId);
        if (rows.length > 0) {
          await publishLiveSignal(tx, { kind: 'work', ...order, change: 'rating' });
        }
        return rows;
      });
      if (published.length > 0) orders += 1;
      for (const row of published) context.changes.raise(row.raterType === 'brand' ? 'creators' : 'campaigns');
    }
    if (due.length < BATCH_SIZE) return { orders };
  }
}

/** Publishes due ratings at start and every ten minutes; several processes may each run one. */
export class RatingPublicationWorker {
  private readonly task: PeriodicTask<RatingPublicationPass>;

  constructor(context: AppContext) {
    this.task = new PeriodicTask({
      name: 'rating-publication',
      metrics: context.metrics,
      intervalMs: POLL_INTERVAL_MS,
      run: () => publishDueRatings(context),
      onResult: (pass) => {
        if (pass.orders > 0) context.logger.info(pass, 'Ratings published');
      },
      onError: (error) => context.logger.error({ err: error }, 'Rating publication failed'),
    });
  }

  start(): void {
    this.task.start();
  }

  stop(): Promise<void> {
    return this.task.stop();
  }

  /** One pass at the clock's time; a call during a pass joins it. */
  processDue(): Promise<RatingPublicationPass> {
    return this.task.runNow();
  }
}
