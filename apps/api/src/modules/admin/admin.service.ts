import { AppError, type AdminListQuery, type Page, type PageQuery } from '@equicreators/shared';
import type { AppContext } from '../../app-context.ts';
import { findAccountByEmail, findAccountById } from '../accounts/accounts.repository.ts';
import { listBrandsForAdmin, type BrandRecord } from '../brands/brands.repository.ts';
import { updateBrandByAdmin } from '../brands/brands.service.ts';
import { listContactMessages, type ContactMessageRow } from '../contact/contact-messages.repository.ts';
import { listCreatorsForAdmin } from '../creators/creators.repository.ts';
import { updateCreatorByAdmin } from '../creators/creators.service.ts';
import { listInvitations, type InvitationRow } from '../invitations/invitations.repository.ts';

/** The admin as their profile shows them: the account has no name, so the address stands in. */
export type AdminAccount = { id: string; email: string };

export async function getAdminAccount(context: AppContext, accountId: string): Promise<AdminAccount> {
  const account = await findAccountById(context.db, accountId);
  return { id: accountId, email: account?.email ?? '' };
}

/** Invitations, newest first, optionally those whose address contains `search`. */
export async function listInvitationsPage(context: AppContext, query: AdminListQuery): Promise<Page<InvitationRow>> {
  return pageOf(await listInvitations(context.db, query), query);
}

export async function listCreatorsPage(context: AppContext, query: AdminListQuery) {
  return pageOf(await listCreatorsForAdmin(context.db, query), query);
}

export async function listBrandsPage(context: AppContext, query: AdminListQuery): Promise<Page<BrandRecord>> {
  return pageOf(await listBrandsForAdmin(context.db, query), query);
}

export async function listContactMessagesPage(context: AppContext, query: PageQuery): Promise<Page<ContactMessageRow>> {
  return pageOf(await listContactMessages(context.db, query), query);
}

/** `npm run admin -- verify <email>`: gives the creator of that address the verified badge. */
export async function verifyCreatorByEmail(context: AppContext, email: string): Promise<void> {
  const creator = await findAccountByEmail(context.db, 'contentCreator', email);
  if (!creator) throw new AppError('NOT_FOUND', `No content creator account uses ${email}.`);
  await updateCreatorByAdmin(context, creator.id, { verified: true });
}

/** `npm run admin -- mark-paid <email>`: confirms the payment of the brand of that address. */
export async function markBrandPaidByEmail(context: AppContext, email: string): Promise<void> {
  const brand = await findAccountByEmail(context.db, 'brand', email);
  if (!brand) throw new AppError('NOT_FOUND', `No brand account uses ${email}.`);
  await updateBrandByAdmin(context, brand.id, { payment: true });
}

function pageOf<Row>({ rows, total }: { rows: Row[]; total: number }, { page, pageSize }: PageQuery): Page<Row> {
  return { items: rows, page, pageSize, total };
}
