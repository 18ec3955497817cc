import {
  CAMPAIGN_PLATFORMS,
  DELIVERABLE_FORMAT_LABELS,
  DELIVERABLE_FORMATS,
  OFFER_LIMITS,
  WORK_LIMITS,
  type CampaignPlatform,
  type DeliverableFormat,
} from '@equicreators/shared';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { deliverableErrors, emptyDeliverableDraft, type OfferDeliverableDraft } from '../../offer-draft';
import type { OfferFieldsProps } from './offer-field-props';
import { OfferSection } from './offer-section';

const PLATFORM_OPTIONS = CAMPAIGN_PLATFORMS.map((platform) => ({ value: platform, label: platform }));
const FORMAT_OPTIONS = DELIVERABLE_FORMATS.map((format) => ({
  value: format,
  label: DELIVERABLE_FORMAT_LABELS[format],
}));

/**
 * The deliverables, one row each (platform, format, quantity, due day, notes), added and removed
 * in place, at most the Work panel's limit: each hire starts with this list.
 */
export function OfferDeliverablesFields({
  draft,
  onChange,
  errors,
  disabled,
  platform,
}: OfferFieldsProps & { platform: CampaignPlatform }) {
  const rows = draft.deliverables;
  const update = (index: number, change: Partial<OfferDeliverableDraft>) =>
    onChange({ deliverables: rows.map((row, position) => (position === index ? { ...row, ...change } : row)) });
  const listError = errors['offer.deliverables'];

  return (
    <OfferSection
      title="Deliverables"
      description={`What each creator publishes, up to ${String(WORK_LIMITS.maxDeliverables)} lines. Each hire starts with this list.`}
    >
      <ol className="flex flex-col gap-3">
        {rows.map((row, index) => {
          const rowErrors = deliverableErrors(errors, index);
          return (
            <li key={row.key}>
              <fieldset
                disabled={disabled}
                className="grid min-w-0 gap-3 rounded-lg border border-line bg-white p-3 sm:grid-cols-2 lg:grid-cols-4"
              >
                <legend className="px-1 text-sm font-semibold text-ink">Deliverable {index + 1}</legend>
                <Field label={<RowLabel position={index + 1} text="Platform" />} error={rowErrors.platform}>
                  {(control) => (
                    <Select
                      {...control}
                      options={PLATFORM_OPTIONS}
                      value={row.platform}
                      onChange={(event) => update(index, { platform: event.target.value as CampaignPlatform })}
                    />
                  )}
                </Field>
                <Field label={<RowLabel position={index + 1} text="Format" />} error={rowErrors.format}>
                  {(control) => (
                    <Select
                      {...control}
                      options={FORMAT_OPTIONS}
                      value={row.format}
                      onChange={(event) => update(index, { format: event.target.value as DeliverableFormat })}
                    />
                  )}
                </Field>
                <Field label={<RowLabel position={index + 1} text="Quantity" />} error={rowErrors.quantity}>
                  {(control) => (
                    <Input
                      {...control}
                      type="number"
                      inputMode="numeric"
                      min={1}
                      max={WORK_LIMITS.maxQuantity}
                      value={row.quantity}
                      onChange={(event) => update(index, { quantity: event.target.value })}
                    />
                  )}
                </Field>
                <Field label={<RowLabel position={index + 1} text="Due date (optional)" />} error={rowErrors.dueDate}>
                  {(control) => (
                    <Input
                      {...control}
                      type="date"
                      value={row.dueDate}
                      min={draft.contentStart || undefined}
                      max={draft.contentEnd || undefined}
                      onChange={(event) => update(index, { dueDate: event.target.value })}
                    />
                  )}
                </Field>
                <Field
                  label={<RowLabel position={index + 1} text="Notes (optional)" />}
                  error={rowErrors.notes}
                  className="sm:col-span-2 lg:col-span-3"
                >
                  {(control) => (
                    <Input
                      {...control}
                      maxLength={OFFER_LIMITS.deliverableNotes}
                      value={row.notes}
                      onChange={(event) => update(index, { notes: event.target.value })}
                    />
                  )}
                </Field>
                <Button
                  variant="ghost"
                  size="sm"
                  className="self-end justify-self-start"
                  disabled={rows.length <= 1}
                  onClick={() => onChange({ deliverables: rows.filter((_, position) => position !== index) })}
                >
                  <Trash2 aria-hidden className="size-4" />
                  Remove<span className="sr-only"> deliverable {index + 1}</span>
                </Button>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {listError && (
        <p role="alert" className="text-sm text-red-700">
          {listError}
        </p>
      )}
      <Button
        variant="secondary"
        size="sm"
        className="self-start"
        disabled={disabled || rows.length >= WORK_LIMITS.maxDeliverables}
        onClick={() => onChange({ deliverables: [...rows, emptyDeliverableDraft(platform)] })}
      >
        <Plus aria-hidden className="size-4" />
        Add a deliverable
      </Button>
    </OfferSection>
  );
}

/** A row's label: its visible word, named with the row for screen readers ('Deliverable 2 Quantity'). */
function RowLabel({ position, text }: { position: number; text: string }) {
  return (
    <>
      <span className="sr-only">Deliverable {position} </span>
      {text}
    </>
  );
}
