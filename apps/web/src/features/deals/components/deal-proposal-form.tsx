import {
  amountInputOf,
  DealProposalInputSchema,
  WORK_LIMITS,
  parseAmountInput,
  type DealProposalInput,
  type DealTerms,
} from '@equicreators/shared';
import { useState } from 'react';
import { RightsFields, type RightsDraft } from '@/components/offers/rights-fields';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { ApiError } from '@/lib/http/api-client';
import type { OrderIds } from '@/lib/order-work-key';
import { proposeDealChange } from '../api/change-deal';
import { useDealChange } from '../hooks/use-deal-change';

export type DealProposalFormProps = {
  ids: OrderIds;
  /** The terms in force: the form starts from them. */
  terms: DealTerms;
  onDone: () => void;
};

type Draft = RightsDraft & {
  fee: string;
  contentStart: string;
  contentEnd: string;
  note: string;
};

function draftOf(terms: DealTerms): Draft {
  return {
    fee: terms.feeMinor === null ? '' : amountInputOf(terms.feeMinor),
    contentStart: terms.contentStart ?? '',
    contentEnd: terms.contentEnd ?? '',
    usageRights: terms.usageRights.kind,
    usageMonths: terms.usageRights.months === null ? '' : String(terms.usageRights.months),
    exclusive: terms.exclusivity !== null,
    exclusivityDays: terms.exclusivity ? String(terms.exclusivity.days) : '',
    exclusivityCategory: terms.exclusivity?.category ?? '',
    note: '',
  };
}

const wholeOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/**
 * 'Propose a change' (issue 31): the fee (in the deal's currency, when it pays one), the content
 * window, the usage rights and the exclusivity, starting from the terms in force, with a note. The
 * shared schema checks it here as the server will; the deal changes only once the other side accepts.
 */
export function DealProposalForm({ ids, terms, onDone }: DealProposalFormProps) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(terms));
  const [issues, setIssues] = useState<Record<string, string>>({});
  const propose = useDealChange(ids, proposeDealChange);
  const hasFee = terms.kinds.includes('fee');
  const set = <Key extends keyof Draft>(key: Key, value: Draft[Key]) => setDraft((old) => ({ ...old, [key]: value }));
  const serverIssues =
    propose.error instanceof ApiError
      ? Object.fromEntries(propose.error.fields.map((issue) => [issue.field, issue.message]))
      : {};
  const errorOf = (field: string) => issues[field] ?? serverIssues[field];

  const handleSubmit = () => {
    const found: Record<string, string> = {};
    const feeMinor = hasFee ? parseAmountInput(draft.fee) : null;
    if (hasFee && feeMinor === null) found.feeMinor = 'Enter the fee in whole units or with pence, like 450 or 450.50';
    const body: DealProposalInput = {
      feeMinor,
      contentStart: draft.contentStart || null,
      contentEnd: draft.contentEnd || null,
      usageRights: {
        kind: draft.usageRights,
        months: draft.usageRights === 'paid_ads' ? wholeOrNull(draft.usageMonths) : null,
      },
      exclusivity: draft.exclusive
        ? { days: wholeOrNull(draft.exclusivityDays) ?? Number.NaN, category: draft.exclusivityCategory }
        : null,
      note: draft.note,
    };
    const parsed = DealProposalInputSchema.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) found[issue.path.join('.')] ??= issue.message;
    }
    setIssues(found);
    if (Object.keys(found).length > 0) return;
    propose.mutate(body, { onSuccess: onDone });
  };

  return (
    <form
      className="flex flex-col gap-3 rounded-lg border border-line bg-white p-3"
      aria-label="Propose a change"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        handleSubmit();
      }}
    >
      <h3 className="text-base font-semibold text-ink">Propose a change</h3>
      {hasFee && (
        <Field label={`Fee (${terms.currency})`} error={errorOf('feeMinor')}>
          {(control) => (
            <Input
              {...control}
              inputMode="decimal"
              autoComplete="off"
              value={draft.fee}
              onChange={(event) => set('fee', event.target.value)}
            />
          )}
        </Field>
      )}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Field label="Content from" error={errorOf('contentStart')}>
          {(control) => (
            <Input
              {...control}
              type="date"
              value={draft.contentStart}
              onChange={(event) => set('contentStart', event.target.value)}
            />
          )}
        </Field>
        <Field label="Content until" error={errorOf('contentEnd')}>
          {(control) => (
            <Input
              {...control}
              type="date"
              value={draft.contentEnd}
              onChange={(event) => set('contentEnd', event.target.value)}
            />
          )}
        </Field>
      </div>
      <RightsFields
        value={draft}
        onChange={(patch) => setDraft((old) => ({ ...old, ...patch }))}
        errors={{
          kind: errorOf('usageRights.kind'),
          months: errorOf('usageRights.months'),
          days: errorOf('exclusivity.days'),
          category: errorOf('exclusivity.category'),
        }}
      />
      <Field label="Note" hint="Say why the deal should change." error={errorOf('note')}>
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            maxLength={WORK_LIMITS.comment}
            value={draft.note}
            onChange={(event) => set('note', event.target.value)}
          />
        )}
      </Field>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="secondary" size="sm" disabled={propose.isPending} onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" size="sm" isLoading={propose.isPending}>
          Send proposal
        </Button>
      </div>
    </form>
  );
}
