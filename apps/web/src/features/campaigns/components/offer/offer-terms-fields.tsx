import { OFFER_LIMITS } from '@equicreators/shared';
import { RightsFields } from '@/components/offers/rights-fields';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import type { OfferErrors } from '../../offer-draft';
import type { OfferFieldsProps } from './offer-field-props';
import { OfferSection } from './offer-section';

/** The first message about a list or any of its items ('offer.hashtags', 'offer.hashtags.2'). */
function listError(errors: OfferErrors, path: string): string | undefined {
  const found = Object.entries(errors).find(([key]) => key === path || key.startsWith(`${path}.`));
  return found?.[1];
}

/** What the brand may do with the content, what the creator may not promote, and the brief's guidance. */
export function OfferTermsFields({ draft, onChange, errors, disabled }: OfferFieldsProps) {
  return (
    <>
      <OfferSection title="Rights" description="How you may use the content, and what the creator may not promote.">
        <RightsFields
          value={draft}
          onChange={onChange}
          errors={{
            kind: errors['offer.usageRights.kind'],
            months: errors['offer.usageRights.months'],
            days: errors['offer.exclusivity.days'],
            category: errors['offer.exclusivity.category'],
          }}
          disabled={disabled}
        />
      </OfferSection>
      <OfferSection title="Brief" description="What every post must carry, and your do’s and don’ts.">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Required mentions (optional)"
            error={listError(errors, 'offer.mentions')}
            hint="Handles separated by spaces, e.g. @hartwell."
          >
            {(control) => (
              <Input
                {...control}
                autoComplete="off"
                value={draft.mentions}
                disabled={disabled}
                onChange={(event) => onChange({ mentions: event.target.value })}
              />
            )}
          </Field>
          <Field
            label="Hashtags (optional)"
            error={listError(errors, 'offer.hashtags')}
            hint="Separated by spaces, e.g. #HartwellRides."
          >
            {(control) => (
              <Input
                {...control}
                autoComplete="off"
                value={draft.hashtags}
                disabled={disabled}
                onChange={(event) => onChange({ hashtags: event.target.value })}
              />
            )}
          </Field>
        </div>
        <Field label="Links (optional)" error={listError(errors, 'offer.links')} hint="One web address a line.">
          {(control) => (
            <Textarea
              {...control}
              rows={2}
              className="min-h-20"
              value={draft.links}
              disabled={disabled}
              onChange={(event) => onChange({ links: event.target.value })}
            />
          )}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Do’s (optional)" error={errors['offer.dos']}>
            {(control) => (
              <Textarea
                {...control}
                rows={3}
                maxLength={OFFER_LIMITS.guidance}
                value={draft.dos}
                disabled={disabled}
                onChange={(event) => onChange({ dos: event.target.value })}
              />
            )}
          </Field>
          <Field label="Don’ts (optional)" error={errors['offer.donts']}>
            {(control) => (
              <Textarea
                {...control}
                rows={3}
                maxLength={OFFER_LIMITS.guidance}
                value={draft.donts}
                disabled={disabled}
                onChange={(event) => onChange({ donts: event.target.value })}
              />
            )}
          </Field>
        </div>
      </OfferSection>
    </>
  );
}
