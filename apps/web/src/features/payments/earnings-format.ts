import { CURRENCIES, formatMoney, type Currency } from '@equicreators/shared';

function isCurrency(code: string): code is Currency {
  return (CURRENCIES as readonly string[]).includes(code);
}

/** An amount Stripe gives with its lower-case currency (`gbp`), as formatMoney writes ours. */
export function formatStripeAmount(amountMinor: number, stripeCurrency: string): string {
  const code = stripeCurrency.toUpperCase();
  if (isCurrency(code)) return formatMoney(amountMinor, code);
  return `${(amountMinor / 100).toFixed(2)} ${code}`;
}

/** Stripe's payout statuses in the creator's words. */
const PAYOUT_STATES: Record<string, string> = {
  paid: 'Paid to your bank',
  pending: 'Pending',
  in_transit: 'On its way to your bank',
  canceled: 'Cancelled',
  failed: 'Failed',
};

export function payoutStateLabel(status: string): string {
  return PAYOUT_STATES[status] ?? status;
}
