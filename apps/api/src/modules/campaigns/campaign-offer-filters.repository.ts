import type { CompensationKind, Currency, DeliverableFormat, LocalDate } from '@equicreators/shared';
import { eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { campaigns } from '../../db/schema/index.ts';

/** The feed's filters on a campaign's offer (issue 31), as the lists take them. */
export type OfferFilter = {
  /** Compensation kinds: a campaign offering any of them matches; empty or absent, every campaign. */
  kinds?: readonly CompensationKind[] | undefined;
  /** The offer's currency; the fee range below is in its minor units. */
  currency?: Currency | undefined;
  feeMin?: number | undefined;
  feeMax?: number | undefined;
  /** Days the content window must overlap (either bound may be open); no window, no match. */
  contentFrom?: LocalDate | undefined;
  contentTo?: LocalDate | undefined;
  /** Deliverable formats: a campaign with any of them matches. */
  formats?: readonly DeliverableFormat[] | undefined;
  /** Only campaigns that still take creators: no number stated, or fewer hired than wanted. */
  spotsLeft?: boolean | undefined;
};

/** The offer's filters (issue 31) a statement's SQL depends on. */
export type OfferShape = {
  kinds: boolean;
  currency: boolean;
  feeMin: boolean;
  feeMax: boolean;
  contentFrom: boolean;
  contentTo: boolean;
  formats: boolean;
  spotsLeft: boolean;
};

export function offerShapeOf(filter: OfferFilter): OfferShape {
  return {
    kinds: (filter.kinds?.length ?? 0) > 0,
    currency: filter.currency !== undefined,
    feeMin: filter.feeMin !== undefined,
    feeMax: filter.feeMax !== undefined,
    contentFrom: filter.contentFrom !== undefined,
    contentTo: filter.contentTo !== undefined,
    formats: (filter.formats?.length ?? 0) > 0,
    spotsLeft: filter.spotsLeft === true,
  };
}

/**
 * The offer's filters on the columns copied from it (campaign-offer.ts offerColumns). A fee range
 * is in the minor units of the currency it comes with (the schema refuses one without it), so a
 * campaign paying in another currency never compares. A window half known (only a start, or only
 * an end) is open on its other side; a campaign without any window does not match a window filter.
 */
export function offerFilters(shape: OfferShape): (SQL | undefined)[] {
  const { contentStart, contentEnd } = campaigns;
  return [
    shape.kinds ? sql`${campaigns.compensationKinds} && ${sql.placeholder('kinds')}::text[]` : undefined,
    shape.currency ? eq(campaigns.currency, sql.placeholder('currency')) : undefined,
    shape.feeMin ? gte(campaigns.feeMinor, sql.placeholder('feeMin')) : undefined,
    shape.feeMax ? lte(campaigns.feeMinor, sql.placeholder('feeMax')) : undefined,
    shape.contentFrom
      ? sql`(${contentEnd} >= ${sql.placeholder('contentFrom')}::date
          or (${contentEnd} is null and ${contentStart} is not null))`
      : undefined,
    shape.contentTo
      ? sql`(${contentStart} <= ${sql.placeholder('contentTo')}::date
          or (${contentStart} is null and ${contentEnd} is not null))`
      : undefined,
    shape.formats ? sql`${campaigns.deliverableFormats} && ${sql.placeholder('formats')}::text[]` : undefined,
    shape.spotsLeft ? sql`(${campaigns.spots} is null or ${campaigns.hiredCount} < ${campaigns.spots})` : undefined,
  ];
}

/** The placeholders' values of an offer filter (lists only when they filter). */
export function offerValuesOf(filter: OfferFilter, shape: OfferShape) {
  return {
    kinds: shape.kinds ? filter.kinds : undefined,
    currency: filter.currency,
    feeMin: filter.feeMin,
    feeMax: filter.feeMax,
    contentFrom: filter.contentFrom,
    contentTo: filter.contentTo,
    formats: shape.formats ? filter.formats : undefined,
  };
}
