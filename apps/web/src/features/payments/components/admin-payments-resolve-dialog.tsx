import {
  amountInputOf,
  formatMoney,
  parseAmountInput,
  settlementOf,
  type AdminPayment,
  type DisputeResolution,
  type PaymentAmounts,
} from '@equicreators/shared';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { errorMessage } from '@/lib/http/error-message';
import { notify } from '@/lib/toast/notify';
import { useResolveDispute } from '../api/admin-payments-resolve';

const RESOLUTIONS: { value: DisputeResolution; label: string; hint: string }[] = [
  { value: 'release', label: 'Release', hint: 'The creator is paid in full.' },
  { value: 'refund', label: 'Refund', hint: 'The brand gets everything back, fees included.' },
  { value: 'split', label: 'Split', hint: 'The creator is paid a share of the agreed fee; the brand gets the rest.' },
];

const REASON_MAX = 2000;

function amountsOf(payment: AdminPayment): PaymentAmounts {
  const { currency, agreedFeeMinor, brandFeeMinor, creatorFeeMinor, chargeMinor, payoutMinor } = payment;
  return { currency, agreedFeeMinor, brandFeeMinor, creatorFeeMinor, chargeMinor, payoutMinor };
}

/** The creator's share of the agreed fee a resolution means, or a sentence saying what is wrong with it. */
function shareOf(resolution: DisputeResolution, shareText: string, agreedFeeMinor: number): number | string {
  if (resolution === 'release') return agreedFeeMinor;
  if (resolution === 'refund') return 0;
  const share = parseAmountInput(shareText);
  if (share === null) return 'Enter the creator’s share as an amount, such as 150 or 150.50';
  if (share > agreedFeeMinor) return 'The creator’s share can be at most the agreed fee.';
  return share;
}

/**
 * 'Resolve' on a payment with an open dispute: release, refund or a split, with what each party gets
 * (settlementOf, the server's own arithmetic) and a required reason kept on the dispute.
 */
export function ResolveDisputeDialog({ payment }: { payment: AdminPayment }) {
  const dispute = payment.dispute;
  const [isOpen, setIsOpen] = useState(false);
  const [resolution, setResolution] = useState<DisputeResolution>('split');
  const [shareText, setShareText] = useState('');
  const [reason, setReason] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const resolve = useResolveDispute();
  const groupName = useId();
  if (!dispute) return null;

  const amounts = amountsOf(payment);
  const money = (minor: number) => formatMoney(minor, payment.currency);
  const share = shareOf(resolution, shareText, payment.agreedFeeMinor);
  const settlement = typeof share === 'number' ? settlementOf(amounts, share) : null;
  const reasonError = reason.trim() === '' ? 'Give the reason for this decision' : undefined;

  const reset = () => {
    setResolution('split');
    setShareText(dispute.proposedShareMinor === null ? '' : amountInputOf(dispute.proposedShareMinor));
    setReason('');
    setShowErrors(false);
    resolve.reset();
  };

  const handleOpenChange = (open: boolean) => {
    if (resolve.isPending) return;
    if (open) reset();
    setIsOpen(open);
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    if (typeof share !== 'number' || reasonError) return;
    resolve.mutate(
      {
        paymentId: payment._id,
        decision: {
          resolution,
          reason: reason.trim(),
          ...(resolution === 'split' ? { creatorShareMinor: share } : {}),
        },
      },
      {
        onSuccess: () => {
          notify.success('The dispute is resolved.');
          setIsOpen(false);
        },
      },
    );
  };

  return (
    <Dialog open={isOpen} onOpenChange={handleOpenChange}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm" className="whitespace-nowrap">
          Resolve
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Resolve this dispute"
        description={`${payment.campaign.title}: ${payment.brand.name} and ${payment.creator.name}. The brand paid ${money(payment.chargeMinor)} (agreed fee ${money(payment.agreedFeeMinor)}).`}
      >
        <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
          {resolve.isError && <ErrorAlert>{errorMessage(resolve.error)}</ErrorAlert>}
          <p className="text-sm text-ink">
            <span className="font-semibold">Opened by the {dispute.openedBy}:</span> {dispute.reason}
          </p>
          {dispute.proposedShareMinor !== null && (
            <p className="text-sm text-ink-muted">
              The {dispute.proposedBy} proposed a split: {money(dispute.proposedShareMinor)} of the agreed fee to the
              creator.
            </p>
          )}
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-semibold text-ink">Decision</legend>
            {RESOLUTIONS.map((option) => (
              <label key={option.value} className="flex items-start gap-2 text-sm">
                <input
                  type="radio"
                  name={groupName}
                  value={option.value}
                  checked={resolution === option.value}
                  onChange={() => setResolution(option.value)}
                  className="mt-1 size-4 accent-brand-800"
                />
                <span>
                  <span className="font-semibold">{option.label}</span>: {option.hint}
                </span>
              </label>
            ))}
          </fieldset>
          {resolution === 'split' && (
            <Field
              label={`Creator’s share of the agreed fee (${payment.currency})`}
              hint={`At most ${money(payment.agreedFeeMinor)}.`}
              error={showErrors && typeof share === 'string' ? share : undefined}
            >
              {(control) => (
                <Input
                  {...control}
                  inputMode="decimal"
                  autoComplete="off"
                  value={shareText}
                  onChange={(event) => setShareText(event.target.value)}
                />
              )}
            </Field>
          )}
          {settlement && (
            <dl
              aria-live="polite"
              className="grid grid-cols-1 gap-1 rounded-xl bg-parchment px-4 py-3 text-sm sm:grid-cols-3"
            >
              <div>
                <dt className="text-ink-muted">The creator gets</dt>
                <dd className="font-semibold">{money(settlement.transferMinor)}</dd>
              </div>
              <div>
                <dt className="text-ink-muted">The brand gets back</dt>
                <dd className="font-semibold">{money(settlement.refundMinor)}</dd>
              </div>
              <div>
                <dt className="text-ink-muted">The platform keeps</dt>
                <dd className="font-semibold">{money(settlement.platformMinor)}</dd>
              </div>
            </dl>
          )}
          <Field label="Reason" hint="Kept on the dispute with your name." error={showErrors ? reasonError : undefined}>
            {(control) => (
              <Textarea
                {...control}
                rows={3}
                maxLength={REASON_MAX}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
            )}
          </Field>
          <div className="flex flex-wrap justify-end gap-3">
            <DialogClose asChild>
              <Button type="button" variant="secondary" disabled={resolve.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" isLoading={resolve.isPending}>
              Resolve dispute
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
