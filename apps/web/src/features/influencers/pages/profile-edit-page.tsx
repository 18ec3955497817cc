import { Breadcrumb } from '@/components/ui/breadcrumb';
import { LoadFailure } from '@/components/ui/error-alert';
import { SkeletonStack } from '@/components/ui/skeleton';
import { useOwnProfile } from '@/lib/account/own-account';
import { usePageMeta } from '@/lib/site/use-page-meta';
import { ProfileForm } from '../components/profile-form';

const TRAIL = [{ label: 'Your Profile', to: '/influencers/profile' }, { label: 'Edit Profile' }] as const;

/** /influencers/profile/edit (spec §2 Edit influencer profile): the form, filled from the saved profile. */
export function ProfileEditPage() {
  usePageMeta({ title: 'Edit Profile' });
  const profile = useOwnProfile('contentCreator');

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6">
      <Breadcrumb items={TRAIL} />
      <div className="flex flex-col gap-2">
        <h1 className="text-4xl">Edit Profile</h1>
        <p className="text-ink-muted">Brands see these details when they browse creators and invite them.</p>
      </div>
      {profile.data ? (
        // The form takes the profile once, as it was when the page opened: a refresh in the
        // background must never overwrite what the creator is typing.
        <ProfileForm profile={profile.data} />
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
          <SkeletonStack
            className="gap-4"
            blocks={['size-28 rounded-full', 'h-11 w-full', 'h-11 w-full', 'h-28 w-full', 'h-28 w-full']}
          />
        </div>
      )}
    </div>
  );
}
