import { isTimeZone } from '@equicreators/shared';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { OfferFieldsProps } from './offer-field-props';
import { OfferSection } from './offer-section';

/** Zones offered first when the brand changes theirs; any IANA name may be typed. */
const COMMON_ZONES = [
  'Europe/London',
  'Europe/Dublin',
  'Europe/Paris',
  'Europe/Berlin',
  'Europe/Madrid',
  'Europe/Amsterdam',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'America/Toronto',
  'Australia/Sydney',
  'Pacific/Auckland',
  'Asia/Dubai',
  'Asia/Singapore',
  'UTC',
] as const;

/**
 * The campaign's days, each read in the brand's time zone (detected from the browser, shown, and
 * changeable): the application deadline holds to the end of its day there.
 */
export function OfferDatesFields({ draft, onChange, errors, disabled }: OfferFieldsProps) {
  const listId = useId();
  const [isChangingZone, setIsChangingZone] = useState(false);
  const [zoneText, setZoneText] = useState(draft.timeZone);
  const zoneError = errors['offer.timeZone'];
  const typedZoneError =
    zoneText.trim() && !isTimeZone(zoneText.trim()) ? 'Choose a time zone from the list' : undefined;

  return (
    <OfferSection title="Dates" description="Pick days; each is read in your time zone.">
      {isChangingZone || zoneError ? (
        <Field label="Time zone" error={typedZoneError ?? zoneError} hint="Start typing a city, e.g. Europe/London.">
          {(control) => (
            <>
              <Input
                {...control}
                list={listId}
                autoComplete="off"
                value={zoneText}
                disabled={disabled}
                onChange={(event) => {
                  setZoneText(event.target.value);
                  if (isTimeZone(event.target.value.trim())) onChange({ timeZone: event.target.value.trim() });
                }}
              />
              <datalist id={listId}>
                {COMMON_ZONES.map((zone) => (
                  <option key={zone} value={zone} />
                ))}
              </datalist>
            </>
          )}
        </Field>
      ) : (
        <p className="flex flex-wrap items-center gap-x-2 text-sm text-ink">
          <span>
            Time zone: <strong className="font-semibold break-all">{draft.timeZone}</strong>
          </span>
          <Button variant="ghost" size="sm" disabled={disabled} onClick={() => setIsChangingZone(true)}>
            Change time zone
          </Button>
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-3">
        <Field
          label="Application deadline (optional)"
          error={errors['offer.applicationDeadline']}
          hint="Applications close at the end of this day."
        >
          {(control) => (
            <Input
              {...control}
              type="date"
              value={draft.applicationDeadline}
              disabled={disabled}
              onChange={(event) => onChange({ applicationDeadline: event.target.value })}
            />
          )}
        </Field>
        <Field label="Content window start (optional)" error={errors['offer.contentStart']}>
          {(control) => (
            <Input
              {...control}
              type="date"
              value={draft.contentStart}
              disabled={disabled}
              onChange={(event) => onChange({ contentStart: event.target.value })}
            />
          )}
        </Field>
        <Field label="Content window end (optional)" error={errors['offer.contentEnd']}>
          {(control) => (
            <Input
              {...control}
              type="date"
              value={draft.contentEnd}
              min={draft.contentStart || undefined}
              disabled={disabled}
              onChange={(event) => onChange({ contentEnd: event.target.value })}
            />
          )}
        </Field>
      </div>
    </OfferSection>
  );
}
