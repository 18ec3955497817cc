import { useQuery } from '@tanstack/react-query';
import { LoadFailure } from '@/components/ui/error-alert';
import { SkeletonStack } from '@/components/ui/skeleton';
import { ownTermsQuery } from '@/lib/account/own-account';
import { legalVersionLabel } from '@/lib/site/legal-version';

const LINK_CLASSES = 'font-semibold text-brand-700 underline underline-offset-2';
const ACCEPTED_AT = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short' });

/** /account: the version of the Terms and the Privacy notice the person accepted, and when (issue 34). */
export function LegalSection() {
  const terms = useQuery(ownTermsQuery());
  return (
    <section aria-labelledby="legal-heading" className="flex flex-col gap-3">
      <h2 id="legal-heading" className="text-2xl">
        Terms and privacy
      </h2>
      {terms.isPending ? (
        <SkeletonStack className="gap-2" blocks={['h-5 w-2/3', 'h-5 w-1/2']} />
      ) : terms.isError ? (
        <LoadFailure
          title="We could not load the terms you accepted."
          error={terms.error}
          onRetry={() => void terms.refetch()}
        />
      ) : (
        <p className="text-ink-muted">
          {terms.data.acceptedVersion && terms.data.acceptedAt ? (
            <>
              You accepted the version of {legalVersionLabel(terms.data.acceptedVersion)} on{' '}
              <time dateTime={terms.data.acceptedAt}>{ACCEPTED_AT.format(new Date(terms.data.acceptedAt))}</time>.
            </>
          ) : (
            'You have not accepted a version yet.'
          )}
          {!terms.data.isCurrentAccepted &&
            ` The version in force is of ${legalVersionLabel(terms.data.currentVersion)}.`}
        </p>
      )}
      <p className="flex flex-wrap gap-x-6 gap-y-2">
        <a href="/terms" className={LINK_CLASSES}>
          Terms of use
        </a>
        <a href="/privacy" className={LINK_CLASSES}>
          Privacy notice
        </a>
      </p>
    </section>
  );
}
