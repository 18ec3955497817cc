import {
  AppError,
  instantOfLocalDateTime,
  type AdminClubMeetingQuery,
  type ClubMeetingRequest,
  type Page,
  type PageQuery,
} from '@equicreators/shared';
import type { AppContext } from '../../app-context.ts';
import type { Principal } from '../../platform/auth/authenticate.ts';
import { readAccessFlags } from '../billing/billing.repository.ts';
import {
  deleteClubMeeting,
  insertClubMeeting,
  listClubMeetings,
  updateClubMeeting,
  type ClubMeetingChanges,
  type ClubMeetingRow,
} from './club.repository.ts';

export const CLUB_MEMBERS_ONLY = 'Club members only';
export const CLUB_MEETING_NOT_FOUND = 'Club meeting not found';

/**
 * GET /api/club/meetings: the meetings not yet over, soonest first, for club members (and admins)
 * only (decisions 018 and 027): the links and places are for members.
 */
export async function listUpcomingClubMeetings(
  context: AppContext,
  principal: Principal,
  query: PageQuery,
): Promise<Page<ClubMeetingRow>> {
  if (principal.type !== 'admin') {
    const flags = await readAccessFlags(context.db, principal.accountId, principal.type);
    if (flags?.kind !== 'club' || !flags.clubMember) throw new AppError('FORBIDDEN', CLUB_MEMBERS_ONLY);
  }
  return listClubMeetingsPage(context, { ...query, when: 'upcoming' });
}

/** GET /api/admin/club-meetings: upcoming soonest first, or past latest first. */
export async function listClubMeetingsPage(
  context: AppContext,
  query: AdminClubMeetingQuery,
): Promise<Page<ClubMeetingRow>> {
  const { rows, total } = await listClubMeetings(context.db, { ...query, now: context.clock.now() });
  return { items: rows, page: query.page, pageSize: query.pageSize, total };
}

/** POST /api/admin/club-meetings: schedules a meeting. */
export async function createClubMeeting(
  context: AppContext,
  adminId: string,
  request: ClubMeetingRequest,
): Promise<ClubMeetingRow> {
  return insertClubMeeting(context.db, { ...changesOf(request, context.clock.now()), createdBy: adminId });
}

/** PUT /api/admin/club-meetings/{meetingId}: replaces what a meeting says. */
export async function editClubMeeting(
  context: AppContext,
  meetingId: string,
  request: ClubMeetingRequest,
): Promise<ClubMeetingRow> {
  const row = await updateClubMeeting(context.db, meetingId, changesOf(request, context.clock.now()));
  if (!row) throw new AppError('NOT_FOUND', CLUB_MEETING_NOT_FOUND);
  return row;
}

/** DELETE /api/admin/club-meetings/{meetingId}: cancels a meeting; it leaves every list. */
export async function removeClubMeeting(context: AppContext, meetingId: string): Promise<void> {
  if (!(await deleteClubMeeting(context.db, meetingId))) throw new AppError('NOT_FOUND', CLUB_MEETING_NOT_FOUND);
}

function changesOf(request: ClubMeetingRequest, now: Date): ClubMeetingChanges {
  // The request schema has already refused a wall-clock time the zone skips; this guards callers
  // that reach the service another way (the demo data).
  const startsAt = instantOfLocalDateTime(request.startsAtLocal, request.timeZone);
  if (!startsAt) {
    throw new AppError('VALIDATION_FAILED', 'That time does not exist in this time zone', {
      fields: [{ field: 'startsAtLocal', message: 'That time does not exist in this time zone' }],
    });
  }
  return {
    title: request.title,
    startsAt,
    timeZone: request.timeZone,
    durationMinutes: request.durationMinutes,
    place: request.place,
    onlineUrl: request.onlineUrl,
    notes: request.notes,
    updatedAt: now,
  };
}
