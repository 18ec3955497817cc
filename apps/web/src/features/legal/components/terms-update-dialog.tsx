import { useQuery } from '@tanstack/react-query';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { OVERLAY_CLASSES } from '@/components/ui/dialog';
import { ownTermsQuery } from '@/lib/account/own-account';
import { errorMessage } from '@/lib/http/error-message';
import { legalVersionLabel } from '@/lib/site/legal-version';
import { useAcceptTerms } from '../api/accept-terms';

const LINK_CLASSES = 'font-semibold text-brand-700 underline underline-offset-2';

/**
 * Asks a logged-in brand or creator once to accept a new version of the Terms and the Privacy
 * notice (issue 34): open while the server says the version in force is not the one they accepted
 * (none, for an account from before the terms). It blocks the screen: no close button, Escape or
 * click outside; Accept stores the acceptance and it never opens again for that version. Who does
 * not accept may go to /account/delete instead, where the app layout does not show it.
 */
export function TermsUpdateDialog() {
  const terms = useQuery(ownTermsQuery());
  const accept = useAcceptTerms();
  const current = terms.data;
  const isOpen = current !== undefined && !current.isCurrentAccepted;
  if (!current) return null;
  return (
    <DialogPrimitive.Root open={isOpen}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={OVERLAY_CLASSES} />
        <DialogPrimitive.Content
          className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-[var(--radius-card)] bg-cream p-6 shadow-[var(--shadow-card)]"
          onEscapeKeyDown={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
        >
          <DialogPrimitive.Title className="font-display text-2xl text-brand-900">
            We have updated our Terms and Privacy notice
          </DialogPrimitive.Title>
          <DialogPrimitive.Description className="mt-3 text-ink-muted">
            {current.acceptedVersion
              ? `The version of ${legalVersionLabel(current.currentVersion)} replaces the version of ${legalVersionLabel(current.acceptedVersion)} you accepted.`
              : `Our Terms and Privacy notice of ${legalVersionLabel(current.currentVersion)} now apply to your account.`}{' '}
            Please read them and accept them to go on.
          </DialogPrimitive.Description>
          <ul className="mt-4 flex flex-col gap-2">
            <li>
              <a href="/terms" target="_blank" rel="noopener" className={LINK_CLASSES}>
                Read the Terms
              </a>
              <span className="sr-only"> (opens in a new tab)</span>
            </li>
            <li>
              <a href="/privacy" target="_blank" rel="noopener" className={LINK_CLASSES}>
                Read the Privacy notice
              </a>
              <span className="sr-only"> (opens in a new tab)</span>
            </li>
          </ul>
          {accept.isError && (
            <p role="alert" className="mt-4 text-sm font-semibold text-red-700">
              {errorMessage(accept.error)}
            </p>
          )}
          <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
            <Link to="/account/delete" className="text-sm text-ink-muted underline underline-offset-2">
              I do not accept: delete my account
            </Link>
            <Button isLoading={accept.isPending} onClick={() => accept.mutate(current.currentVersion)}>
              Accept
            </Button>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
