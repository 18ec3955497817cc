import type { DecisionLabel, DeliverablePlanItem, EntryStatus } from '@equicreators/shared';
import type { Database } from '../../db/client.ts';
import { campaignEntries, messages } from '../../db/schema/index.ts';
import { DEMO_EMAIL_DOMAIN, DEMO_MESSAGES } from './demo-content.ts';
import { insertDemoDeliverables, insertDemoWorkShowcase, SHOWCASE_MESSAGE_COUNT } from './demo-work.repository.ts';

type EntrySeed = {
  campaignId: string;
  /** The campaign's deliverables plan: each hire starts with it. */
  plan: readonly DeliverablePlanItem[];
  campaignIndex: number;
  brandId: string;
  creatorIds: string[];
  createdAt: Date;
  now: Date;
};

// Six creators per campaign: two hired, three applied, one invited and not applied yet.
// The demo creator (index 0) is hired on the first campaign, so that login has an order and a chat.
const ENTRY_STATUS_BY_SLOT = ['Hired', 'Hired', 'Applied', 'Applied', 'Not Applied', 'Applied'] as const;

/** A demo campaign's six entries (and the hired creators' threads), by rotation over the creators. */
export async function insertDemoEntries(tx: Database, seed: EntrySeed): Promise<void> {
  const { campaignId, campaignIndex, brandId, creatorIds, createdAt, now, plan } = seed;
  const hoursAfterStart = (hours: number) =>
    new Date(Math.min(now.getTime() - 60_000, createdAt.getTime() + hours * 60 * 60 * 1000));
  for (const [slot, status] of ENTRY_STATUS_BY_SLOT.entries()) {
    const creatorId = creatorIds[(campaignIndex * 7 + slot * 5) % creatorIds.length];
    if (!creatorId) continue;
    const isHired = status === 'Hired';
    const isApproved = isHired && slot === 1 && campaignIndex % 2 === 0;
    const thread = isHired && campaignIndex <= 4 ? demoThread({ campaignId, creatorId, brandId, isApproved }) : [];
    // The demo creator's order shows work in motion (demo-work.repository.ts), after its thread.
    const isShowcase = isHired && campaignIndex === 0 && slot === 0;
    const workMessages = isShowcase ? SHOWCASE_MESSAGE_COUNT : 0;
    await tx.insert(campaignEntries).values({
      campaignId,
      creatorId,
      status,
      invitedAt: status === 'Not Applied' ? hoursAfterStart(2) : null,
      appliedAt: status === 'Not Applied' ? null : hoursAfterStart(3 + slot),
      hiredAt: isHired ? hoursAfterStart(12 + slot) : null,
      decision: isApproved ? 'Approved' : null,
      decidedAt: isApproved ? hoursAfterStart(40) : null,
      // The thread's counter continues after the seeded messages (docs/decisions/010).
      lastMessageSeq: thread.length + workMessages,
      createdAt: hoursAfterStart(2 + slot),
      updatedAt: hoursAfterStart(12 + slot),
    });
    if (isHired) {
      // One hire on the second campaign is late: its first deliverable was due two days ago.
      const isLate = campaignIndex === 1 && slot === 0;
      const deliverables = await insertDemoDeliverables(tx, {
        campaignId,
        creatorId,
        plan: isLate ? plan.map((item, index) => (index === 0 ? { ...item, dueAt: daysBefore(now, 2) } : item)) : plan,
        approvedAt: isApproved ? hoursAfterStart(40) : null,
      });
      if (isShowcase) {
        const showcase = { campaignId, creatorId, brandId, deliverables, firstSeq: thread.length + 1 };
        await insertDemoWorkShowcase(tx, { ...showcase, at: hoursAfterStart });
      }
    }
    if (thread.length === 0) continue;
    await tx.insert(messages).values(
      thread.map((message, order) => ({
        ...message,
        seq: order + 1,
        createdAt: hoursAfterStart(message.decision ? 40 : 14 + order * 3),
        // The newest message of each side stays unread, so both the creator's Orders and the
        // brand's Influencer List show a notification dot.
        readAt: order >= DEMO_MESSAGES.length - 2 ? null : hoursAfterStart(15 + order * 3),
      })),
    );
  }
}

function daysBefore(now: Date, days: number): string {
  return new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString();
}

/** A hired creator's demo thread, oldest first: the brand and the creator in turn, then the decision if any. */
function demoThread(thread: { campaignId: string; creatorId: string; brandId: string; isApproved: boolean }) {
  const { campaignId, creatorId, brandId, isApproved } = thread;
  const messagesOfThread = DEMO_MESSAGES.map((content, order) => ({
    campaignId,
    creatorId,
    senderAccountId: order % 2 === 0 ? brandId : creatorId,
    senderType: order % 2 === 0 ? ('brand' as const) : ('contentCreator' as const),
    content,
    decision: null as DecisionLabel | null,
  }));
  if (isApproved) {
    messagesOfThread.push({
      campaignId,
      creatorId,
      senderAccountId: brandId,
      senderType: 'brand',
      content: 'Lovely work - approved. Payment goes out this week.',
      decision: 'Approved',
    });
  }
  return messagesOfThread;
}

type EdgeEntry = { email: string; campaignTitle: string; status: EntryStatus; thread?: boolean };

/**
 * Hartwell's influencer list gets creators on the follower ranges' edges: three Pending (applied
 * or invited, hired nowhere there) and one Hired whose latest message is unread by the brand.
 */
export const DEMO_EDGE_ENTRIES: EdgeEntry[] = [
  { email: `ines.carvalho@${DEMO_EMAIL_DOMAIN}`, campaignTitle: 'Leather Workshop Visit', status: 'Applied' },
  { email: `marius.oduya@${DEMO_EMAIL_DOMAIN}`, campaignTitle: 'Show Season Tack Room Tour', status: 'Not Applied' },
  { email: `elsa.brandt@${DEMO_EMAIL_DOMAIN}`, campaignTitle: 'Show Season Tack Room Tour', status: 'Applied' },
  {
    email: `yara.solberg@${DEMO_EMAIL_DOMAIN}`,
    campaignTitle: 'Leather Workshop Visit',
    status: 'Hired',
    thread: true,
  },
];

const CREATOR_LAST_WORD = 'Filmed the stitching bench today - the draft reel is up in our shared folder!';

export async function insertEdgeEntries(
  tx: Database,
  seed: {
    campaignIds: ReadonlyMap<
      string,
      { id: string; brandId: string; createdAt: Date; plan: readonly DeliverablePlanItem[] }
    >;
    creatorIdByEmail: ReadonlyMap<string, string>;
    now: Date;
  },
): Promise<void> {
  const hoursAgo = (hours: number) => new Date(seed.now.getTime() - hours * 60 * 60 * 1000);
  for (const entry of DEMO_EDGE_ENTRIES) {
    const campaign = seed.campaignIds.get(entry.campaignTitle);
    const creatorId = seed.creatorIdByEmail.get(entry.email);
    if (!campaign || !creatorId) throw new Error(`Unknown demo entry ${entry.email} on ${entry.campaignTitle}`);
    const invited = entry.status === 'Not Applied';
    await tx.insert(campaignEntries).values({
      campaignId: campaign.id,
      creatorId,
      status: entry.status,
      invitedAt: invited ? hoursAgo(30) : null,
      appliedAt: invited ? null : hoursAgo(28),
      hiredAt: entry.status === 'Hired' ? hoursAgo(20) : null,
      lastMessageSeq: entry.thread ? 2 : 0,
      createdAt: hoursAgo(30),
      updatedAt: hoursAgo(20),
    });
    if (entry.status === 'Hired') {
      await insertDemoDeliverables(tx, { campaignId: campaign.id, creatorId, plan: campaign.plan, approvedAt: null });
    }
    if (!entry.thread) continue;
    await tx.insert(messages).values([
      {
        campaignId: campaign.id,
        creatorId,
        senderAccountId: campaign.brandId,
        senderType: 'brand',
        seq: 1,
        content: DEMO_MESSAGES[0] ?? 'Welcome aboard!',
        createdAt: hoursAgo(19),
        readAt: hoursAgo(18),
      },
      // Unread by the brand: the Notifications dot of its influencer list.
      {
        campaignId: campaign.id,
        creatorId,
        senderAccountId: creatorId,
        senderType: 'contentCreator',
        seq: 2,
        content: CREATOR_LAST_WORD,
        createdAt: hoursAgo(2),
        readAt: null,
      },
    ]);
  }
}
