import {
  amountInputOf,
  COMPENSATION_KINDS,
  CURRENCIES,
  DELIVERABLE_FORMATS,
  isLocalDate,
  parseAmountInput,
} from '@equicreators/shared';
import { ChevronDown } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/cn';
import { countOfferFilters, type FeedFilterChanges, type FeedParams } from '../feed-params';
import { CURRENCY_FILTER_OPTIONS, FORMAT_FILTER_OPTIONS, KIND_FILTER_OPTIONS } from '../filter-options';
import { LabelledInput, LabelledSelect } from './filter-controls';

function oneOf<Value extends string>(options: readonly Value[], value: string): Value | '' {
  return (options as readonly string[]).includes(value) ? (value as Value) : '';
}

export type FeedOfferFiltersProps = {
  params: FeedParams;
  onChange: (changes: FeedFilterChanges) => void;
};

/**
 * The feed's filters on the offer (issue 31) behind 'More filters', so a phone sees the list
 * first: compensation kind, deliverable format, a fee range in one currency (typed in pounds,
 * dollars or euros, sent in minor units), the content window and spots left. Open at first when
 * one of them is set (a shared link).
 */
export function FeedOfferFilters({ params, onChange }: FeedOfferFiltersProps) {
  const count = countOfferFilters(params);
  const [isOpen, setIsOpen] = useState(count > 0);
  const panelId = useId();
  return (
    <div className="flex flex-col gap-3">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
        className="flex items-center gap-2 self-start rounded-lg py-1 text-sm font-semibold text-cream hover:text-gold-400"
      >
        {count > 0 ? `More filters (${String(count)})` : 'More filters'}
        <ChevronDown aria-hidden className={cn('size-4 transition-transform', isOpen && 'rotate-180')} />
      </button>
      <div id={panelId} hidden={!isOpen} className="flex flex-col gap-3">
        <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
          <LabelledSelect
            label="Compensation"
            value={params.kind}
            options={KIND_FILTER_OPTIONS}
            onChange={(value) => onChange({ kind: oneOf(COMPENSATION_KINDS, value) })}
          />
          <LabelledSelect
            label="Format"
            value={params.format}
            options={FORMAT_FILTER_OPTIONS}
            onChange={(value) => onChange({ format: oneOf(DELIVERABLE_FORMATS, value) })}
          />
          <ContentDay
            label="Content from"
            value={params.contentFrom}
            onChange={(day) => onChange({ contentFrom: day })}
          />
          <ContentDay label="Content to" value={params.contentTo} onChange={(day) => onChange({ contentTo: day })} />
        </div>
        <FeeRange params={params} onChange={onChange} />
        <Checkbox
          label={<span className="text-cream">Spots left only</span>}
          checked={params.spotsLeft}
          onCheckedChange={(checked) => onChange({ spotsLeft: checked })}
        />
      </div>
    </div>
  );
}

/** A day of the content window; a date the browser leaves half typed is not sent. */
function ContentDay({ label, value, onChange }: { label: string; value: string; onChange: (day: string) => void }) {
  return (
    <LabelledInput
      label={label}
      type="date"
      value={value}
      onChange={(event) => {
        const day = event.target.value;
        if (day === '' || isLocalDate(day)) onChange(day);
      }}
    />
  );
}

const AMOUNT_ERROR = 'Enter an amount like 250 or 99.50';

const textOf = (amountMinor: number | null) => (amountMinor === null ? '' : amountInputOf(amountMinor));
/** A field's amount in minor units: null when empty or not an amount. */
const amountOf = (text: string) => (text.trim() === '' ? null : parseAmountInput(text));

/**
 * The fee range: the currency first (a range means nothing without it), then the lowest and the
 * highest fee typed in major units. A bound is sent when the field is left or Enter is pressed,
 * once it reads as an amount and the range is the right way round.
 */
function FeeRange({ params, onChange }: FeedOfferFiltersProps) {
  const [low, setLow] = useState(textOf(params.feeMin));
  const [high, setHigh] = useState(textOf(params.feeMax));
  const [error, setError] = useState<{ low?: string; high?: string }>({});
  const [seen, setSeen] = useState({ feeMin: params.feeMin, feeMax: params.feeMax });
  const hasCurrency = params.currency !== '';

  // A bound changed in the address (Clear filters, Back, or this range sent): its field follows it
  // unless it already says that amount in the creator's own writing ('1,250' stays). The other
  // field keeps what is being typed in it.
  if (seen.feeMin !== params.feeMin || seen.feeMax !== params.feeMax) {
    setSeen({ feeMin: params.feeMin, feeMax: params.feeMax });
    if (seen.feeMin !== params.feeMin && amountOf(low) !== params.feeMin) setLow(textOf(params.feeMin));
    if (seen.feeMax !== params.feeMax && amountOf(high) !== params.feeMax) setHigh(textOf(params.feeMax));
  }

  const commit = () => {
    const lowMinor = amountOf(low);
    const highMinor = amountOf(high);
    const issues = {
      low: lowMinor === null && low.trim() !== '' ? AMOUNT_ERROR : undefined,
      high:
        highMinor === null && high.trim() !== ''
          ? AMOUNT_ERROR
          : lowMinor !== null && highMinor !== null && highMinor < lowMinor
            ? 'Make the highest fee at least the lowest'
            : undefined,
    };
    setError(issues);
    if (issues.low || issues.high) return;
    if (lowMinor !== params.feeMin || highMinor !== params.feeMax) onChange({ feeMin: lowMinor, feeMax: highMinor });
  };
  const commitOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    commit();
  };

  const handleCurrency = (value: string) => {
    const currency = oneOf(CURRENCIES, value);
    if (currency) {
      onChange({ currency });
      return;
    }
    // No currency, no range: the server would refuse one.
    setLow('');
    setHigh('');
    setError({});
    onChange({ currency: '', feeMin: null, feeMax: null });
  };

  return (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
      <div className="col-span-2 md:col-span-1">
        <LabelledSelect
          label="Fee currency"
          value={params.currency}
          options={CURRENCY_FILTER_OPTIONS}
          onChange={handleCurrency}
        />
      </div>
      <LabelledInput
        label="Fee from"
        inputMode="decimal"
        autoComplete="off"
        placeholder={hasCurrency ? 'e.g. 100' : 'Currency first'}
        disabled={!hasCurrency}
        value={low}
        error={error.low}
        onChange={(event) => setLow(event.target.value)}
        onBlur={commit}
        onKeyDown={commitOnEnter}
      />
      <LabelledInput
        label="Fee to"
        inputMode="decimal"
        autoComplete="off"
        placeholder={hasCurrency ? 'e.g. 500' : 'Currency first'}
        disabled={!hasCurrency}
        value={high}
        error={error.high}
        onChange={(event) => setHigh(event.target.value)}
        onBlur={commit}
        onKeyDown={commitOnEnter}
      />
    </div>
  );
}
