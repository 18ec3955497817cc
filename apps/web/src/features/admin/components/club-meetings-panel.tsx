import type { ClubMeeting } from '@equicreators/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ChoiceCards } from '@/components/ui/choice-cards';
import { Skeleton } from '@/components/ui/skeleton';
import { formatMeetingLength, formatMeetingTime, safeMeetingLink } from '@/lib/club/meeting-time';
import { errorMessage } from '@/lib/http/error-message';
import { useDeleteClubMeeting } from '../api/delete-club-meeting';
import { useClubMeetings, type ClubMeetingWhen } from '../api/list-club-meetings';
import { useListParams } from '../hooks/use-list-params';
import { ClubMeetingForm } from './club-meeting-form';
import { PagedList } from './paged-list';

const WHEN_OPTIONS = [
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'past', label: 'Past' },
] as const;

/** The club's meetings (decision 027): schedule one, change or cancel it, see the past ones. */
export function ClubMeetingsPanel() {
  const { params, setPage } = useListParams();
  const [when, setWhen] = useState<ClubMeetingWhen>('upcoming');
  const [editing, setEditing] = useState<ClubMeeting | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const query = useClubMeetings(when, params.page);

  const handleWhenChange = (next: ClubMeetingWhen) => {
    setWhen(next);
    setPage(1);
  };

  return (
    <section aria-label="Club meetings" className="flex flex-col gap-6">
      {editing ? (
        <ClubMeetingForm
          key={editing.id}
          meeting={editing}
          onDone={(title) => {
            setEditing(null);
            setAnnouncement(`Saved “${title}”.`);
          }}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <ClubMeetingForm meeting={null} onDone={(title) => setAnnouncement(`Scheduled “${title}”.`)} />
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <ChoiceCards
        name="club-meetings-when"
        legend="Which meetings"
        isLegendHidden
        options={WHEN_OPTIONS}
        value={when}
        onChange={handleWhenChange}
      />
      <PagedList
        query={query}
        page={params.page}
        what={`${when} club meetings`}
        emptyTitle={when === 'upcoming' ? 'No meetings scheduled' : 'No past meetings'}
        emptyDescription={when === 'upcoming' ? 'Schedule one above: club members see it on the club page.' : undefined}
        skeleton={<MeetingsSkeleton />}
        onPageChange={setPage}
      >
        {(items) => (
          <ul className="flex flex-col gap-4">
            {items.map((meeting) => (
              <li key={meeting.id}>
                <MeetingCard
                  meeting={meeting}
                  onEdit={() => setEditing(meeting)}
                  onDeleted={() => setAnnouncement(`Cancelled “${meeting.title}”.`)}
                />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}

type MeetingCardProps = { meeting: ClubMeeting; onEdit: () => void; onDeleted: () => void };

function MeetingCard({ meeting, onEdit, onDeleted }: MeetingCardProps) {
  const remove = useDeleteClubMeeting();
  const [isConfirming, setIsConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const link = safeMeetingLink(meeting.onlineUrl);

  const handleDelete = async () => {
    setFailure(null);
    try {
      await remove.mutateAsync(meeting.id);
      onDeleted();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <article className="flex flex-col gap-2 rounded-[var(--radius-card)] border border-line bg-white p-5">
      <h3 className="text-lg wrap-break-word">{meeting.title}</h3>
      <p className="text-sm">
        <time dateTime={meeting.startsAt}>{formatMeetingTime(meeting.startsAt, undefined, meeting.timeZone)}</time>
        {` (${meeting.timeZone.replaceAll('_', ' ')})`}
        {meeting.durationMinutes ? ` · ${formatMeetingLength(meeting.durationMinutes)}` : ''}
      </p>
      {link ? (
        <a
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          className="text-sm font-semibold break-all text-brand-700 underline underline-offset-4"
        >
          {link.href}
        </a>
      ) : (
        <p className="text-sm wrap-break-word">{`Where: ${meeting.place ?? ''}`}</p>
      )}
      {meeting.notes && <p className="text-sm whitespace-pre-wrap text-ink-muted wrap-break-word">{meeting.notes}</p>}
      {failure && (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        {isConfirming ? (
          <>
            <span className="text-sm font-semibold">Cancel this meeting for everyone?</span>
            <Button size="sm" variant="danger" isLoading={remove.isPending} onClick={() => void handleDelete()}>
              Yes, cancel it
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setIsConfirming(false)}>
              No, keep it
            </Button>
          </>
        ) : (
          <>
            <Button size="sm" variant="secondary" onClick={onEdit}>
              Edit
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setIsConfirming(true)}>
              Cancel meeting
            </Button>
          </>
        )}
      </div>
    </article>
  );
}

function MeetingsSkeleton() {
  return (
    <div className="flex flex-col gap-4">
      {Array.from({ length: 2 }, (_, index) => (
        <div key={index} className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-line bg-white p-5">
          <Skeleton className="h-5 w-48" />
          <Skeleton className="h-4 w-64" />
        </div>
      ))}
    </div>
  );
}
