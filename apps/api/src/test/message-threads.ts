import { count, eq } from 'drizzle-orm';
import { campaignEntries, messages } from '../db/schema/index.ts';
import type { AccountRow } from '../modules/accounts/accounts.repository.ts';
import { createBrand, createCampaignRow, createCreator, createLogin } from './factories.ts';
import type { TestContext } from './test-context.ts';

export type Actor = { id: string; authorization: string };

/**
 * Everyone the messaging rules tell apart: the campaign's brand and another brand; a creator hired
 * on it, one who applied, one invited (Not Applied), and one with no entry at all.
 */
export async function createThreadCast(context: TestContext) {
  const { db } = context;
  const login = async (account: Pick<AccountRow, 'id' | 'type'>): Promise<Actor> => ({
    id: account.id,
    authorization: (await createLogin(context, account)).authorization,
  });
  const brandAccount = await createBrand(db, { companyName: 'Hartwell Saddlery' });
  const otherBrandAccount = await createBrand(db, { companyName: 'Other Stables' });
  const campaign = await createCampaignRow(db, brandAccount.id, { title: 'Autumn Saddle Care' });
  const [hired, applied, invited, outsider] = await Promise.all([
    createCreator(db, { firstName: 'Ava' }),
    createCreator(db, { firstName: 'Mateo' }),
    createCreator(db, { firstName: 'Lily' }),
    createCreator(db, { firstName: 'Noah' }),
  ]);
  if (!hired || !applied || !invited || !outsider) throw new Error('The creators were not made');
  await db.insert(campaignEntries).values([
    { campaignId: campaign.id, creatorId: hired.id, status: 'Hired', hiredAt: context.clock.now() },
    { campaignId: campaign.id, creatorId: applied.id, status: 'Applied' },
    { campaignId: campaign.id, creatorId: invited.id, status: 'Not Applied' },
  ]);
  return {
    campaign,
    brand: await login(brandAccount),
    otherBrand: await login(otherBrandAccount),
    hired: await login(hired),
    applied: await login(applied),
    invited: await login(invited),
    outsider: await login(outsider),
  };
}
export type ThreadCast = Awaited<ReturnType<typeof createThreadCast>>;

export type FormFile = { name: string; data: Buffer; type?: string };

/** A multipart body for the send calls: the text fields, then each file under `attachments`. */
export function messageForm(fields: Record<string, string>, files: FormFile[] = []): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    form.append('attachments', new Blob([file.data], { type: file.type ?? 'application/octet-stream' }), file.name);
  }
  return form;
}

type SendOptions = { idempotencyKey?: string; authorization?: string | null };

/** The brand's send (POST /api/messages/send) and the creator's (POST /api/messages/sendbrand). */
export function messageCalls(context: TestContext, cast: ThreadCast) {
  const post = (url: string, form: FormData, authorization: string | null, idempotencyKey?: string) =>
    context.app.inject({
      method: 'POST',
      url,
      headers: {
        ...(authorization ? { authorization } : {}),
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      },
      payload: form,
    });
  return {
    brandSends: (fields: Record<string, string>, files: FormFile[] = [], options: SendOptions = {}) =>
      post(
        '/api/messages/send',
        messageForm({ from: cast.campaign.id, to: cast.hired.id, ...fields }, files),
        options.authorization === undefined ? cast.brand.authorization : options.authorization,
        options.idempotencyKey,
      ),
    creatorSends: (fields: Record<string, string>, files: FormFile[] = [], options: SendOptions = {}) =>
      post(
        '/api/messages/sendbrand',
        messageForm({ from: cast.hired.id, to: cast.campaign.id, ...fields }, files),
        options.authorization === undefined ? cast.hired.authorization : options.authorization,
        options.idempotencyKey,
      ),
    post,
    get: (url: string, authorization: string | null) =>
      context.app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} }),
  };
}

/** How many messages the campaign's threads hold: a refused call must leave it as it was. */
export async function countCampaignMessages(context: TestContext, campaignId: string): Promise<number> {
  const [row] = await context.db.select({ total: count() }).from(messages).where(eq(messages.campaignId, campaignId));
  return row?.total ?? 0;
}
