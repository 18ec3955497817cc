import { ACCOUNT_DELETION_RULES, DELETED_USER_NAME } from '@equicreators/shared';

/** What deleting the account does, in plain words, before the person is asked for anything. */
export function DeletionExplainer() {
  return (
    <div className="flex flex-col gap-6 text-ink">
      <section aria-labelledby="erased-heading" className="flex flex-col gap-2">
        <h2 id="erased-heading" className="text-2xl">
          What is erased
        </h2>
        <ul className="list-disc space-y-1 pl-5">
          <li>Your profile, pictures and media kit, and the files you uploaded to them.</li>
          <li>Your login, your sessions on every device, your codes and your e-mail preferences.</li>
        </ul>
      </section>
      <section aria-labelledby="stays-heading" className="flex flex-col gap-2">
        <h2 id="stays-heading" className="text-2xl">
          What stays
        </h2>
        <ul className="list-disc space-y-1 pl-5">
          <li>
            Messages and work the other party still needs stay with them, shown as from &lsquo;{DELETED_USER_NAME}
            &rsquo;, with their attachments removed.
          </li>
          <li>Payment and invoice records, as the law requires us to keep them, without your contact details.</li>
          <li>Ratings you gave or received, with your name taken off them.</li>
        </ul>
      </section>
      <section aria-labelledby="grace-heading" className="flex flex-col gap-2">
        <h2 id="grace-heading" className="text-2xl">
          {ACCOUNT_DELETION_RULES.graceDays} days to change your mind
        </h2>
        <p>
          Your account is deleted {ACCOUNT_DELETION_RULES.graceDays} days after you confirm, and you are logged out
          everywhere meanwhile. Log in before then and the deletion is cancelled. If you have not logged in during the
          last hour, we first e-mail you a link to confirm. While money for an order is held or a dispute is open, or a
          subscription still renews, the account cannot be deleted yet: we will tell you why.
        </p>
      </section>
    </div>
  );
}
