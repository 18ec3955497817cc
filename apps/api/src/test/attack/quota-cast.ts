import { crc32 } from 'node:zlib';
import { ACCOUNT_QUOTAS, type QuotaRule } from '@equicreators/shared';
import { and, eq } from 'drizzle-orm';
import { campaignEntries } from '../../db/schema/index.ts';
import { updatePassword } from '../../modules/accounts/accounts.repository.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { createBrand, createCampaignRow, createCreator, tinyPng } from '../factories.ts';
import { createThreads, type AttackThread } from './attack-cast.ts';
import type { SeedTools } from './attack-server.ts';

/**
 * QUOTA_SCALE of the quota server: every quota is reached in a few requests, and profile edits (2)
 * stay above e-mail changes per account (1), so each of the two is reached on its own.
 */
export const QUOTA_SCALE = 0.07;
/** What a quota allows on that server (the limit store keeps at least one). */
export const allowed = (rule: QuotaRule) => Math.max(1, Math.floor(rule.points * QUOTA_SCALE));
export const CREATOR_PASSWORD = 'correct horse battery staple';

/** A creator who can log in and change their e-mail (which asks for the current password). */
export type QuotaCreator = { email: string; authorization: string };

/** Everyone the quota tests act as, written before the server starts. */
export async function seedQuotaCast(tools: SeedTools) {
  const { db, login } = tools;
  const [threadQuota, attachmentQuota, honest, deliverablesQuota, ratingQuota] = (await createThreads(tools, 5)) as [
    AttackThread,
    AttackThread,
    AttackThread,
    AttackThread,
    AttackThread,
  ];
  // The rating order is closed as completed, so both sides may rate it (docs/decisions/022).
  await db
    .update(campaignEntries)
    .set({ decision: 'Closed', decidedAt: new Date(), closedAt: new Date(), closeOutcome: 'completed' })
    .where(
      and(eq(campaignEntries.campaignId, ratingQuota.campaignId), eq(campaignEntries.creatorId, ratingQuota.creatorId)),
    );
  // One brand with a thread on each of its campaigns, to cross the per-account count of messages.
  const busyBrand = await createBrand(db, { companyName: 'Busy Bridles' });
  const busyCreator = await createCreator(db, { firstName: 'Busy' });
  const perAccount = allowed(ACCOUNT_QUOTAS.messagesPerAccount);
  const busyCampaigns = [];
  for (let index = 0; index <= perAccount / allowed(ACCOUNT_QUOTAS.messagesPerThread); index += 1) {
    busyCampaigns.push(await createCampaignRow(db, busyBrand.id, { title: `Busy campaign ${String(index)}` }));
  }
  const hiredAt = new Date();
  await db.insert(campaignEntries).values(
    busyCampaigns.map((campaign) => ({
      campaignId: campaign.id,
      creatorId: busyCreator.id,
      status: 'Hired' as const,
      hiredAt,
    })),
  );
  const inviter = await createBrand(db, { companyName: 'Inviting Stables' });
  const inviterCampaigns = [
    await createCampaignRow(db, inviter.id, { title: 'Spring show' }),
    await createCampaignRow(db, inviter.id, { title: 'Summer show' }),
  ];
  const invitees = [];
  for (let index = 0; index <= allowed(ACCOUNT_QUOTAS.invitationsPerBrand); index += 1) {
    invitees.push((await createCreator(db, { firstName: `Invitee${String(index)}` })).id);
  }
  const otherInviter = await createBrand(db, { companyName: 'Other Inviter' });
  const otherCampaign = await createCampaignRow(db, otherInviter.id, { title: 'Autumn show' });
  const creators: QuotaCreator[] = [];
  const passwordHash = await hashPassword(CREATOR_PASSWORD);
  for (let index = 0; index < 6; index += 1) {
    const email = `quota.creator${String(index)}@example.test`;
    const account = await createCreator(db, { email, firstName: `Quota${String(index)}` });
    await updatePassword(db, account.id, passwordHash, new Date());
    creators.push({ email, authorization: await login(account) });
  }
  return {
    threadQuota,
    attachmentQuota,
    honest,
    deliverablesQuota,
    ratingQuota,
    busy: {
      brand: await login(busyBrand),
      threads: busyCampaigns.map((campaign) => ({ campaignId: campaign.id, creatorId: busyCreator.id })),
    },
    inviter: { brand: await login(inviter), campaigns: inviterCampaigns.map((campaign) => campaign.id) },
    invitees,
    otherInviter: { brand: await login(otherInviter), campaign: otherCampaign.id },
    creators,
    campaignMakers: [await login(await createBrand(db)), await login(await createBrand(db))] as const,
  };
}
export type QuotaCast = Awaited<ReturnType<typeof seedQuotaCast>>;

/**
 * A PNG of a few pixels carrying `size` bytes in all, most of them in a private ancillary chunk
 * (which decoders skip): it costs the server almost nothing to check and re-encode, and counts in
 * full against the attachment bytes quota, which counts what arrives.
 */
export async function paddedPng(size: number): Promise<Buffer> {
  const png = await tinyPng();
  const afterHeader = 8 + 25; // the signature, then IHDR (length, type, 13 bytes, CRC)
  const paddingBytes = Math.max(0, size - png.length - 12);
  const type = Buffer.from('paDd', 'latin1');
  const data = Buffer.alloc(paddingBytes, 0x2a);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(paddingBytes);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(type)));
  return Buffer.concat([png.subarray(0, afterHeader), length, type, data, crc, png.subarray(afterHeader)]);
}
