import { formatMoney, type Currency } from './offers.ts';
import { paymentAmounts, shareOf, type FeeRules } from './payments.ts';

/**
 * The platform's fees shown before anyone commits (issue 46): the brand on its campaign form and
 * plan page, the creator on the feed and while she types her rate, everyone on the FAQ. Every
 * figure comes from `paymentAmounts` and the configured rules, the same the hire charges, so what
 * is previewed is what is paid. `rules` is null where deals are paid outside the platform: then
 * there is nothing to preview (no sentence at all, never a made-up fee).
 */

/** A share in basis points as people read it: 500 → '5 %', 1250 → '12.5 %', 1 → '0.01 %' (no break before %). */
export function formatBasisPoints(basisPoints: number): string {
  const whole = Math.trunc(basisPoints / 100);
  const hundredths = Math.abs(basisPoints % 100);
  const decimals = hundredths === 0 ? '' : `.${String(hundredths).padStart(2, '0').replace(/0$/, '')}`;
  return `${String(whole)}${decimals}\u00a0%`;
}

/** A fee a preview can show: a positive whole number of minor units. */
function isPreviewable(feeMinor: number | null): feeMinor is number {
  return feeMinor !== null && Number.isSafeInteger(feeMinor) && feeMinor > 0;
}

/**
 * What a brand pays for one hire at `feeMinor`: 'You pay €472.50: €450 fee + 5 % service fee
 * (€22.50)'; the service fee's floor is named when it applies. Null without platform payments or fee.
 */
export function brandChargePreview(feeMinor: number | null, currency: Currency, rules: FeeRules | null): string | null {
  if (!rules || !isPreviewable(feeMinor)) return null;
  const amounts = paymentAmounts(feeMinor, currency, rules);
  const money = (minor: number) => formatMoney(minor, currency);
  const isMinimum = amounts.brandFeeMinor > shareOf(feeMinor, rules.brand.basisPoints);
  const serviceFee = isMinimum
    ? `${money(amounts.brandFeeMinor)} service fee (the minimum)`
    : `${formatBasisPoints(rules.brand.basisPoints)} service fee (${money(amounts.brandFeeMinor)})`;
  return `You pay ${money(amounts.chargeMinor)}: ${money(feeMinor)} fee + ${serviceFee}`;
}

/**
 * What a creator receives of a fee of `feeMinor`: 'You receive €468 of €520 (10 % commission)'.
 * Null without platform payments or fee.
 */
export function creatorPayoutPreview(
  feeMinor: number | null,
  currency: Currency,
  rules: FeeRules | null,
): string | null {
  if (!rules || !isPreviewable(feeMinor)) return null;
  const amounts = paymentAmounts(feeMinor, currency, rules);
  const money = (minor: number) => formatMoney(minor, currency);
  return `You receive ${money(amounts.payoutMinor)} of ${money(feeMinor)} (${formatBasisPoints(rules.creator.basisPoints)} commission)`;
}

/**
 * The fees in words, without an amount (the plan page, the FAQ): what a brand pays on top of a paid
 * deal and what a creator receives of it. Null where deals are paid outside the platform.
 */
export function feeTermsSentences(rules: FeeRules | null): { brand: string; creator: string } | null {
  if (!rules) return null;
  const { brand, creator } = rules;
  // The floor is in minor units of whichever currency the deal is in: written as a plain amount.
  const floor =
    brand.minimumMinor > 0 ? ` (at least ${(brand.minimumMinor / 100).toFixed(2)} in the deal’s currency)` : '';
  return {
    brand: `Brands pay each paid deal’s agreed fee plus a ${formatBasisPoints(brand.basisPoints)} service fee${floor}, when they hire; EquiCreators holds the money until the work is approved.`,
    creator:
      creator.basisPoints > 0
        ? `Creators receive the agreed fee less a ${formatBasisPoints(creator.basisPoints)} commission, paid out when the brand approves the work.`
        : 'Creators receive the whole agreed fee, paid out when the brand approves the work.',
  };
}
