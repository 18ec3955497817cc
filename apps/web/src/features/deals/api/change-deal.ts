import { DealChangeResponseSchema, type DealAnswerInput, type DealProposalInput } from '@equicreators/shared';
import { apiRequest } from '@/lib/http/api-client';
import { orderPath, type OrderIds } from '@/lib/order-work-key';

/** POST …/deal/proposals: new terms for the other side to accept. */
export function proposeDealChange(ids: OrderIds, proposal: DealProposalInput) {
  return apiRequest(orderPath(ids, 'deal/proposals'), {
    method: 'POST',
    body: proposal,
    schema: DealChangeResponseSchema,
  });
}

/** POST …/deal/proposals/{proposalId}/answer: accept or decline (the other side), withdraw (the author). */
export function answerDealProposal(ids: OrderIds, input: { proposalId: string; answer: DealAnswerInput['answer'] }) {
  return apiRequest(orderPath(ids, `deal/proposals/${encodeURIComponent(input.proposalId)}/answer`), {
    method: 'POST',
    body: { answer: input.answer },
    schema: DealChangeResponseSchema,
  });
}
