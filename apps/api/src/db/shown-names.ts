import { DELETED_USER_NAME } from '@equicreators/shared';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { accounts } from './schema/index.ts';

/**
 * What the other party sees of an erased person (issue 34, docs/decisions/031 "Erasure"): the one
 * place a query turns a name into DELETED_USER_NAME and an address into nothing once
 * `accounts.erased_at` is set. The erasure also writes DELETED_USER_NAME into the profile, so a
 * reader that does not use these still shows no name; these make it exact (no trailing last name).
 */

/** `name`, or DELETED_USER_NAME when the account `accountId` names is erased. */
export function shownName(accountId: SQLWrapper, name: SQLWrapper): SQL<string> {
  return sql<string>`(case when ${isErased(accountId)} then ${DELETED_USER_NAME} else ${name} end)`;
}

/** The account's e-mail address, or '' once it is erased (its stored address is no address). */
export function shownEmail(): SQL<string> {
  return sql<string>`(case when ${accounts.erasedAt} is not null then '' else ${accounts.email} end)`;
}

// An alias of its own, so the subquery never binds to an `accounts` of the query around it.
function isErased(accountId: SQLWrapper): SQL<boolean> {
  return sql<boolean>`exists (select 1 from accounts as erased_account
    where erased_account.id = ${accountId} and erased_account.erased_at is not null)`;
}
