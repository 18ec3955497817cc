import type { DecisionLabel, DeliverablePlanItem, EntryStatus } from '@equicreators/shared';
import type { Database } from '../../db/client.ts';
import { campaignEntries, messages } from '../../db/schema/index.ts';
import { DEMO_EMAIL_DOMAIN, DEMO_MESSAGES } from './demo-content.ts';
import { DEMO_COMPLETIONS, insertDemoCompletedOrder } from './demo-completed-orders.repository.ts';
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

/** The thread's messages take the first day; a completed order's work follows from this hour. */
const COMPLETION_START_HOUR = 28;
/** The hours a completion needs, from its first submission to the creator's rating. */
const COMPLETION_HOURS = 14;

/** A demo campaign's six entries (and the hired creators' threads), by rotation over the creators. */
export async function insertDemoEntries(tx: Database, seed: EntrySeed): Promise<void> {
  const { campaignId, campaignIndex, brandId, creatorIds, createdAt, now, plan } = seed;
  const hoursAfterStart = (hours: number) =>
    new Date(Math.min(now.getTime() - 60_000, createdAt.getTime() + hours * 60 * 60 * 1000));
  for (const [slot, status] of ENTRY_STATUS_BY_SLOT.entries()) {
    const creatorId = creatorIds[(campaignIndex * 7 + slot * 5) % creatorIds.length];
    if (!creatorId) continue;
    const isHired = status === 'Hired';
    const isFinished = isHired && slot === 1 && campaignIndex % 2 === 0;
    // A finished hire on a campaign old enough is completed and rated both ways (every list then has
    // completed orders and ratings to show); on a younger one it stays approved, not yet closed.
    const hasTimeToComplete =
      now.getTime() - createdAt.getTime() >= (COMPLETION_START_HOUR + COMPLETION_HOURS) * 60 * 60 * 1000;
    const isCompleted = isFinished && hasTimeToComplete;
    const isApproved = isFinished && !isCompleted;
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
      if (isCompleted) {
        await insertDemoCompletedOrder(tx, {
          campaignId,
          creatorId,
          brandId,
          deliverables,
          firstSeq: thread.length + 1,
          startHour: COMPLETION_START_HOUR,
          at: hoursAfterStart,
          completion: DEMO_COMPLETIONS[(campaignIndex / 2) % DEMO_COMPLETIONS.length] ?? DEMO_COMPLETIONS[0]!,
        });
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
        readAt: order >= DEMO_MESSAGES.length - 2 && !isCompleted ? null : hoursAfterStart(15 + order * 3),
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

/** The demo creator's finished order: her Orders list shows a completed, rated one beside the live one. */
export const DEMO_PAST_ORDER = {
  email: `ava.sinclair@${DEMO_EMAIL_DOMAIN}`,
  campaignTitle: 'Barn Kitchen Recipes',
} as const;

const PAST_ORDER_THREAD = [
  'Welcome aboard! The recipe cards and the feed samples are in the post today.',
  'Thank you! I will film the mash recipe on Saturday, when the light in the feed room is best.',
];

/** Applied, hired, the work submitted, approved, closed and rated both ways, as the product would. */
export async function insertDemoPastOrder(
  tx: Database,
  seed: {
    campaign: { id: string; brandId: string; createdAt: Date; plan: readonly DeliverablePlanItem[] };
    creatorId: string;
    now: Date;
  },
): Promise<void> {
  const { campaign, creatorId, now } = seed;
  const at = (hours: number) =>
    new Date(Math.min(now.getTime() - 60_000, campaign.createdAt.getTime() + hours * 60 * 60 * 1000));
  const order = { campaignId: campaign.id, creatorId };
  await tx.insert(campaignEntries).values({
    ...order,
    status: 'Hired',
    appliedAt: at(5),
    hiredAt: at(20),
    lastMessageSeq: PAST_ORDER_THREAD.length,
    createdAt: at(5),
    updatedAt: at(20),
  });
  const deliverables = await insertDemoDeliverables(tx, { ...order, plan: campaign.plan, approvedAt: null });
  await tx.insert(messages).values(
    PAST_ORDER_THREAD.map((content, index) => ({
      ...order,
      seq: index + 1,
      senderAccountId: index % 2 === 0 ? campaign.brandId : creatorId,
      senderType: index % 2 === 0 ? ('brand' as const) : ('contentCreator' as const),
      content,
      createdAt: at(21 + index * 2),
      readAt: at(22 + index * 2),
    })),
  );
  await insertDemoCompletedOrder(tx, {
    ...order,
    brandId: campaign.brandId,
    deliverables,
    firstSeq: PAST_ORDER_THREAD.length + 1,
    // Three days after the hire: filmed, posted and approved within the week.
    startHour: 90,
    at,
    completion: DEMO_COMPLETIONS[3] ?? DEMO_COMPLETIONS[0]!,
  });
}
