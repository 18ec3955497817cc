import type { ClubMeeting, ClubMeetingPage } from '@equicreators/shared';
import { formatMeetingLength, formatMeetingTime, safeMeetingLink, viewerTimeZone } from '@/lib/club/meeting-time';
import { LINK_CLASSES, element } from './island-dom';

/**
 * The members' meeting schedule (decision 027): the meetings admins scheduled, each in the
 * viewer's own time zone (named), with its place or link; an honest line when none is scheduled
 * or the schedule could not be read.
 */
export function scheduleOf(page: ClubMeetingPage | null): HTMLElement {
  const section = element('section', 'flex flex-col gap-3');
  section.setAttribute('aria-label', 'Meeting schedule');
  section.append(element('h4', 'font-display text-xl text-brand-900', 'Meeting schedule'));
  if (!page) {
    section.append(
      element('p', 'text-ink-muted', 'The meeting schedule could not be loaded. Reload the page to try again.'),
    );
    return section;
  }
  if (page.items.length === 0) {
    section.append(
      element('p', 'text-ink-muted', 'No club meetings are scheduled at the moment. New ones are listed here.'),
    );
    return section;
  }
  section.append(element('p', 'text-sm text-ink-muted', `Times are in your time zone, ${viewerTimeZone()}.`));
  const list = element('ul', 'flex flex-col gap-3');
  list.append(...page.items.map(meetingItem));
  section.append(list);
  return section;
}

function meetingItem(meeting: ClubMeeting): HTMLElement {
  const item = element('li', 'flex min-w-0 flex-col gap-1 rounded-xl border border-line p-4');
  item.append(element('p', 'font-semibold text-brand-900', meeting.title));
  const when = element('p', 'text-sm');
  const time = element('time', '', formatMeetingTime(meeting.startsAt));
  time.dateTime = meeting.startsAt;
  when.append(time);
  if (meeting.durationMinutes) when.append(` · ${formatMeetingLength(meeting.durationMinutes)}`);
  item.append(when);
  const link = safeMeetingLink(meeting.onlineUrl);
  if (link) {
    const anchor = element('a', `${LINK_CLASSES} break-words text-sm`, `Join online at ${link.host}`);
    anchor.href = link.href;
    anchor.target = '_blank';
    anchor.rel = 'noopener noreferrer';
    item.append(anchor);
  } else if (meeting.place) {
    item.append(element('p', 'break-words text-sm', `Where: ${meeting.place}`));
  }
  if (meeting.notes) item.append(element('p', 'whitespace-pre-line break-words text-sm text-ink-muted', meeting.notes));
  return item;
}
