import {
  AppError,
  CLUB_MEETING_INTERVAL_DAYS,
  CLUB_MEETING_TIME_ZONE,
  nextClubMeetings,
  type ClubMeetings,
} from '@equicreators/shared';
import type { AppContext } from '../../app-context.ts';
import type { Principal } from '../../platform/auth/authenticate.ts';
import { readAccessFlags } from '../billing/billing.repository.ts';

export const CLUB_MEMBERS_ONLY = 'Club members only';
const MEETINGS_SHOWN = 6;

/** GET /api/club/meetings: the next meetings, for club members (and admins) only (decision 018). */
export async function getClubMeetings(context: AppContext, principal: Principal): Promise<ClubMeetings> {
  if (principal.type !== 'admin') {
    const flags = await readAccessFlags(context.db, principal.accountId, principal.type);
    if (flags?.kind !== 'club' || !flags.clubMember) throw new AppError('FORBIDDEN', CLUB_MEMBERS_ONLY);
  }
  const { meetingAnchor, meetingUrl } = context.config.club;
  return {
    meetings: nextClubMeetings(meetingAnchor, context.clock.now(), MEETINGS_SHOWN).map((startsAt) => ({
      startsAt: startsAt.toISOString(),
    })),
    meetingUrl,
    timeZone: CLUB_MEETING_TIME_ZONE,
    intervalDays: CLUB_MEETING_INTERVAL_DAYS,
  };
}
