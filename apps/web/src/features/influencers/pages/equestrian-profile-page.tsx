import { Breadcrumb } from '@/components/ui/breadcrumb';
import { LoadFailure } from '@/components/ui/error-alert';
import { SkeletonStack } from '@/components/ui/skeleton';
import { useOwnProfile } from '@/lib/account/own-account';
import { usePageMeta } from '@/lib/site/use-page-meta';
import { EquestrianProfileForm } from '../components/equestrian-profile-form';

const TRAIL = [{ label: 'Your Profile', to: '/influencers/profile' }, { label: 'Equestrian profile' }] as const;

/** /influencers/profile/equestrian (issue 33): the creator's disciplines, place, languages and figures. */
export function EquestrianProfilePage() {
  usePageMeta({ title: 'Equestrian profile' });
  const profile = useOwnProfile('contentCreator');

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6">
      <Breadcrumb items={TRAIL} />
      <div className="flex flex-col gap-2">
        <h1 className="text-4xl">Equestrian profile</h1>
        <p className="text-ink-muted">
          Brands find creators by discipline, country, language and audience. Fill in what is true for you.
        </p>
      </div>
      {profile.data ? (
        // Taken once, as it was when the page opened: a refresh never overwrites what is being typed.
        <EquestrianProfileForm profile={profile.data} />
      ) : profile.isError ? (
        <LoadFailure
          title="We could not load your profile."
          error={profile.error}
          onRetry={() => void profile.refetch()}
          retryLabel="Try again"
        />
      ) : (
        <div aria-busy="true" className="rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)]">
          <p role="status" className="sr-only">
            Loading the form…
          </p>
          <SkeletonStack className="gap-4" blocks={['h-28 w-full', 'h-11 w-full', 'h-11 w-full', 'h-40 w-full']} />
        </div>
      )}
    </div>
  );
}
