import { feeTermsSentences } from '@equicreators/shared';
import { usePaymentTerms } from '@/lib/payments/payment-terms';

export type PlatformFeeNoteProps = { audience: 'brand' | 'creator' };

/**
 * The platform's fee on paid deals, in words, from the configured rules (issue 46), where a plan
 * is chosen: a brand learns of the service fee before it subscribes, not at its first hire.
 * Nothing where deals are paid outside the platform.
 */
export function PlatformFeeNote({ audience }: PlatformFeeNoteProps) {
  const terms = usePaymentTerms().data;
  const sentences = terms?.enabled ? feeTermsSentences(terms.fees) : null;
  if (!sentences) return null;
  return (
    <p className="text-sm text-ink-muted" data-testid="platform-fee-note">
      {audience === 'brand' ? sentences.brand : sentences.creator}
    </p>
  );
}
