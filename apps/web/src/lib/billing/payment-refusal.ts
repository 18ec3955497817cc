import { paymentRefusalMessage, type BillingState } from '@equicreators/shared';

/**
 * What a brand without access is told (decision 018): how to resubscribe when it lapsed, the spec's
 * sentence when it never paid. The standing is the server's (`lapsed`, from the shared rule over all
 * its subscriptions): `status` alone is not it, since a checkout whose first payment never went
 * through leaves an `incomplete` subscription. Without online payment (null) no subscription lapsed.
 */
export function paymentRefusalFor(billing: Pick<BillingState, 'lapsed'> | null | undefined): string {
  return paymentRefusalMessage(billing?.lapsed ? 'lapsed' : 'neverPaid');
}
