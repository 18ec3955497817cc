import type { AccountDeletionStatus, AdminErasure } from '@equicreators/shared';
import type { AccountDeletionRow } from './account-deletion.repository.ts';
import type { DeletionStatus } from './account-deletion.service.ts';

export function presentDeletionStatus(status: DeletionStatus): AccountDeletionStatus {
  return { state: status.state, eraseAfter: status.eraseAfter?.toISOString() ?? null };
}

/** The audit row: who erased, why and when; nothing about the person erased but their account id. */
export function presentAdminErasure(row: AccountDeletionRow & { adminEmail?: string | null }): AdminErasure {
  return {
    _id: row.id,
    accountId: row.accountId,
    requestedBy: row.requestedBy,
    state: row.state,
    adminEmail: row.adminEmail ?? null,
    reason: row.adminReason,
    requestedAt: row.requestedAt.toISOString(),
    eraseAfter: row.eraseAfter?.toISOString() ?? null,
    erasedAt: row.erasedAt?.toISOString() ?? null,
    lastError: row.lastError,
  };
}
