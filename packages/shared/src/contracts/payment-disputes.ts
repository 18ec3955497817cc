import { z } from 'zod';
import { PAYMENT_STATUSES } from '../domain/payments.ts';
import { PaymentDisputeViewSchema } from './payments.ts';

/**
 * Disputes on an order's payment (issue 32, docs/decisions/029): either party opens one before the
 * close, which freezes the money; the parties may agree a split, or an admin decides.
 */

/** POST /api/orders/{campaignId}/{creatorId}/payment/dispute */
export const OpenDisputeInputSchema = z
  .object({ reason: z.string().trim().min(1, 'Say what went wrong').max(2000) })
  .meta({ id: 'OpenDisputeInput' });
export type OpenDisputeInput = z.infer<typeof OpenDisputeInputSchema>;

/** POST …/payment/dispute/proposal: the creator's share of the agreed fee the proposer would settle on. */
export const DisputeProposalInputSchema = z
  .object({ creatorShareMinor: z.number().int().min(0).max(1_000_000_000) })
  .meta({ id: 'DisputeProposalInput' });
export type DisputeProposalInput = z.infer<typeof DisputeProposalInputSchema>;

/**
 * POST …/payment/dispute/accept: the split the other party accepts, by its id (issue 46). A split
 * replaced since she read it is refused (409), never accepted in its new form.
 */
export const DisputeAcceptInputSchema = z
  .object({ proposalId: z.uuid('Name the proposed split you accept') })
  .meta({ id: 'DisputeAcceptInput' });
export type DisputeAcceptInput = z.infer<typeof DisputeAcceptInputSchema>;

/** What a dispute route answers: the payment's status and its dispute as they stand now. */
export const PaymentDisputeAnswerSchema = z
  .object({
    paymentId: z.uuid(),
    status: z.enum(PAYMENT_STATUSES),
    dispute: PaymentDisputeViewSchema,
  })
  .meta({ id: 'PaymentDisputeAnswer' });
export type PaymentDisputeAnswer = z.infer<typeof PaymentDisputeAnswerSchema>;

/** The path of an admin's payment routes. */
export const PaymentIdParamsSchema = z.object({ paymentId: z.uuid() });

export const SPLIT_MESSAGES = {
  noneToAccept: 'There is no split proposed by the other party to accept.',
  changed:
    'The split you accepted is no longer the one proposed: it was changed since you read it. Read the split that stands now.',
} as const;
