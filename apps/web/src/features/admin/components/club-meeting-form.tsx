import { CLUB_MEETING_LIMITS, ClubMeetingRequestSchema, type ClubMeeting } from '@equicreators/shared';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ChoiceCards } from '@/components/ui/choice-cards';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { viewerTimeZone } from '@/lib/club/meeting-time';
import { errorMessage } from '@/lib/http/error-message';
import { useSaveClubMeeting } from '../api/save-club-meeting';

type Where = 'place' | 'online';
type Values = {
  title: string;
  startsAtLocal: string;
  timeZone: string;
  durationMinutes: string;
  where: Where;
  place: string;
  onlineUrl: string;
  notes: string;
};
type Errors = Partial<Record<keyof Values, string>>;

const WHERE_OPTIONS = [
  { value: 'place', label: 'At a place' },
  { value: 'online', label: 'Online' },
] as const;

function valuesOf(meeting: ClubMeeting | null): Values {
  return {
    title: meeting?.title ?? '',
    startsAtLocal: meeting?.startsAtLocal ?? '',
    timeZone: meeting?.timeZone ?? viewerTimeZone(),
    durationMinutes: meeting?.durationMinutes ? String(meeting.durationMinutes) : '',
    where: meeting?.onlineUrl ? 'online' : 'place',
    place: meeting?.place ?? '',
    onlineUrl: meeting?.onlineUrl ?? '',
    notes: meeting?.notes ?? '',
  };
}

/** Every IANA zone this browser knows, with the chosen one kept even if the list lacks it ('UTC'). */
function zoneOptions(chosen: string) {
  const zones = Intl.supportedValuesOf('timeZone');
  const all = zones.includes(chosen) ? zones : [chosen, ...zones];
  return all.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
}

export type ClubMeetingFormProps = {
  /** The meeting being changed, or null to schedule a new one. */
  meeting: ClubMeeting | null;
  onDone: (title: string) => void;
  onCancel?: () => void;
};

/**
 * Schedules or changes a club meeting (decision 027): the start is the wall clock in the chosen
 * time zone (the admin's own by default); a place or an online link; length and notes optional.
 */
export function ClubMeetingForm({ meeting, onDone, onCancel }: ClubMeetingFormProps) {
  const headingId = useId();
  const save = useSaveClubMeeting();
  const [values, setValues] = useState<Values>(() => valuesOf(meeting));
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const zones = useMemo(() => zoneOptions(values.timeZone), [values.timeZone]);

  const change = (field: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = ClubMeetingRequestSchema.safeParse({
      title: values.title,
      startsAtLocal: values.startsAtLocal,
      timeZone: values.timeZone,
      durationMinutes: values.durationMinutes.trim() === '' ? null : Number(values.durationMinutes),
      place: values.where === 'place' ? values.place : null,
      onlineUrl: values.where === 'online' ? values.onlineUrl : null,
      notes: values.notes,
    });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Values | undefined;
        if (field && !next[field]) next[field] = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      const saved = await save.mutateAsync({ id: meeting?.id ?? null, meeting: parsed.data });
      if (!meeting) setValues(valuesOf(null));
      onDone(saved.title);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  const title = meeting ? `Change “${meeting.title}”` : 'Schedule a meeting';
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] sm:p-6"
    >
      <h2 id={headingId} className="text-2xl wrap-break-word">
        {title}
      </h2>
      <p className="mt-1 mb-4 text-sm text-ink-muted">
        Club members see it in their own time zone, with the place or the link.
      </p>
      <form
        onSubmit={(event) => void handleSubmit(event)}
        noValidate
        aria-label={title}
        className="flex flex-col gap-4"
      >
        <Field label="Title" error={errors.title}>
          {(control) => (
            <Input
              {...control}
              value={values.title}
              onChange={change('title')}
              maxLength={CLUB_MEETING_LIMITS.titleMax}
            />
          )}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Date and time" hint="The wall clock in the time zone below." error={errors.startsAtLocal}>
            {(control) => (
              <Input
                {...control}
                type="datetime-local"
                value={values.startsAtLocal}
                onChange={change('startsAtLocal')}
              />
            )}
          </Field>
          <Field label="Time zone" error={errors.timeZone}>
            {(control) => <Select {...control} options={zones} value={values.timeZone} onChange={change('timeZone')} />}
          </Field>
        </div>
        <Field label="Length in minutes (optional)" error={errors.durationMinutes}>
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={CLUB_MEETING_LIMITS.durationMinMinutes}
              max={CLUB_MEETING_LIMITS.durationMaxMinutes}
              value={values.durationMinutes}
              onChange={change('durationMinutes')}
              className="sm:max-w-48"
            />
          )}
        </Field>
        <ChoiceCards
          name={`${headingId}-where`}
          legend="Where"
          options={WHERE_OPTIONS}
          value={values.where}
          onChange={(where) => setValues((current) => ({ ...current, where }))}
        />
        {values.where === 'place' ? (
          <Field label="Place" hint="The venue and town, as members should find it." error={errors.place}>
            {(control) => (
              <Input
                {...control}
                value={values.place}
                onChange={change('place')}
                maxLength={CLUB_MEETING_LIMITS.placeMax}
              />
            )}
          </Field>
        ) : (
          <Field
            label="Online link"
            hint="The call's address, starting with https://"
            error={errors.onlineUrl ?? errors.place}
          >
            {(control) => <Input {...control} type="url" value={values.onlineUrl} onChange={change('onlineUrl')} />}
          </Field>
        )}
        <Field label="Notes (optional)" error={errors.notes}>
          {(control) => (
            <Textarea
              {...control}
              value={values.notes}
              onChange={change('notes')}
              maxLength={CLUB_MEETING_LIMITS.notesMax}
            />
          )}
        </Field>
        {failure && (
          <p role="alert" className="text-sm text-red-700">
            {failure}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" isLoading={save.isPending}>
            {meeting ? 'Save changes' : 'Schedule meeting'}
          </Button>
          {onCancel && (
            <Button type="button" variant="secondary" onClick={onCancel}>
              Keep as it was
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}
