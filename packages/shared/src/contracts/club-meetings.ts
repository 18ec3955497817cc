import { z } from 'zod';
import { instantOfLocalDateTime, isIanaTimeZone, LOCAL_DATE_TIME_PATTERN } from '../domain/club.ts';
import { pageOf, PageQuerySchema } from './paging.ts';

export const CLUB_MEETING_LIMITS = {
  titleMax: 120,
  placeMax: 300,
  urlMax: 2000,
  notesMax: 2000,
  durationMinMinutes: 5,
  durationMaxMinutes: 720,
} as const;

const optionalText = (maxLength: number) =>
  z
    .string()
    .trim()
    .max(maxLength, `Use at most ${maxLength} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * POST /api/admin/club-meetings and PUT /api/admin/club-meetings/{meetingId} (decision 027): the
 * start is the wall-clock time in the chosen IANA zone; the server stores the instant and the zone.
 * A meeting happens at a place or through an online link (http or https), never both.
 */
export const ClubMeetingRequestSchema = z
  .object({
    title: z
      .string({ error: 'Enter a title' })
      .trim()
      .min(1, 'Enter a title')
      .max(CLUB_MEETING_LIMITS.titleMax, `Use at most ${CLUB_MEETING_LIMITS.titleMax} characters`),
    startsAtLocal: z
      .string({ error: 'Enter the date and time' })
      .regex(LOCAL_DATE_TIME_PATTERN, 'Enter the date and time'),
    timeZone: z
      .string({ error: 'Choose a time zone' })
      .max(64)
      .refine(isIanaTimeZone, 'Choose a time zone from the list'),
    durationMinutes: z
      .number()
      .int('Use whole minutes')
      .min(CLUB_MEETING_LIMITS.durationMinMinutes, `At least ${CLUB_MEETING_LIMITS.durationMinMinutes} minutes`)
      .max(CLUB_MEETING_LIMITS.durationMaxMinutes, `At most ${CLUB_MEETING_LIMITS.durationMaxMinutes} minutes`)
      .nullish()
      .transform((value) => value ?? null),
    place: optionalText(CLUB_MEETING_LIMITS.placeMax),
    onlineUrl: z
      .string()
      .trim()
      .max(CLUB_MEETING_LIMITS.urlMax)
      .nullish()
      .transform((value) => (value ? value : null))
      .pipe(z.url({ protocol: /^https?$/, error: 'Enter a full link starting with https://' }).nullable()),
    notes: optionalText(CLUB_MEETING_LIMITS.notesMax),
  })
  .superRefine((meeting, context) => {
    if (meeting.place && meeting.onlineUrl) {
      context.addIssue({ code: 'custom', path: ['onlineUrl'], message: 'Give a place or a link, not both' });
    } else if (!meeting.place && !meeting.onlineUrl) {
      context.addIssue({ code: 'custom', path: ['place'], message: 'Give a place or an online link' });
    }
    if (isIanaTimeZone(meeting.timeZone) && LOCAL_DATE_TIME_PATTERN.test(meeting.startsAtLocal)) {
      if (!instantOfLocalDateTime(meeting.startsAtLocal, meeting.timeZone)) {
        context.addIssue({
          code: 'custom',
          path: ['startsAtLocal'],
          message: 'That time does not exist in this time zone (the clocks change then)',
        });
      }
    }
  })
  .meta({ id: 'ClubMeetingRequest' });
export type ClubMeetingRequest = z.infer<typeof ClubMeetingRequestSchema>;
export type ClubMeetingRequestInput = z.input<typeof ClubMeetingRequestSchema>;

/** One meeting as members and admins read it. */
export const ClubMeetingSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    /** The instant it starts (ISO, UTC). */
    startsAt: z.string(),
    /** The zone it was scheduled in, and the start as the wall clock there (for editing). */
    timeZone: z.string(),
    startsAtLocal: z.string(),
    durationMinutes: z.number().int().nullable(),
    place: z.string().nullable(),
    onlineUrl: z.string().nullable(),
    notes: z.string().nullable(),
  })
  .meta({ id: 'ClubMeeting' });
export type ClubMeeting = z.infer<typeof ClubMeetingSchema>;

/** GET /api/club/meetings (members, admins): meetings not yet over, soonest first. */
export const ClubMeetingPageSchema = pageOf(ClubMeetingSchema).meta({ id: 'ClubMeetingPage' });
export type ClubMeetingPage = z.infer<typeof ClubMeetingPageSchema>;

/** GET /api/admin/club-meetings: the upcoming ones soonest first, or the past ones latest first. */
export const AdminClubMeetingQuerySchema = PageQuerySchema.extend({
  when: z.enum(['upcoming', 'past']).default('upcoming'),
});
export type AdminClubMeetingQuery = z.infer<typeof AdminClubMeetingQuerySchema>;

export const ClubMeetingParamsSchema = z.object({ meetingId: z.uuid('must be a meeting id') });
