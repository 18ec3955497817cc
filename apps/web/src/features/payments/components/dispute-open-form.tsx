import { OpenDisputeInputSchema } from '@equicreators/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { ApiError } from '@/lib/http/api-client';
import type { OrderIds } from '@/lib/order-work-key';
import { openDispute, useDisputeChange } from '../api/dispute-api';

/** 'Open a dispute': the reason, checked by the shared schema as the server will. */
export function DisputeOpenForm({ ids, onDone }: { ids: OrderIds; onDone: () => void }) {
  const [reason, setReason] = useState('');
  const [issue, setIssue] = useState<string | undefined>();
  const open = useDisputeChange(ids, openDispute, 'Dispute opened: the payment is frozen.');
  const serverIssue =
    open.error instanceof ApiError ? open.error.fields.find((item) => item.field === 'reason')?.message : undefined;

  const handleSubmit = () => {
    const parsed = OpenDisputeInputSchema.safeParse({ reason });
    if (!parsed.success) {
      setIssue(parsed.error.issues[0]?.message);
      return;
    }
    setIssue(undefined);
    open.mutate(parsed.data, { onSuccess: onDone });
  };

  return (
    <form
      className="flex flex-col gap-3 rounded-lg border border-line bg-white p-3"
      onSubmit={(event) => {
        event.preventDefault();
        handleSubmit();
      }}
    >
      <Field label="What went wrong?" error={issue ?? serverIssue}>
        {(control) => (
          <Textarea
            {...control}
            value={reason}
            maxLength={2000}
            rows={3}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" isLoading={open.isPending}>
          Open the dispute
        </Button>
        <Button type="button" variant="secondary" size="sm" onClick={onDone} disabled={open.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
