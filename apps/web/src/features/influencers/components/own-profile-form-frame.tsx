import type { OwnInfluencerProfile } from '@equicreators/shared';
import type { ReactNode } from 'react';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { LoadFailure } from '@/components/ui/error-alert';
import { SkeletonStack } from '@/components/ui/skeleton';
import { useOwnProfile } from '@/lib/account/own-account';

export type OwnProfileFormFrameProps = {
  title: string;
  intro: string;
  /** The skeleton's blocks while the profile loads, shaped like the form. */
  skeleton: string[];
  /** The form, given the saved profile once, as it was when the page opened. */
  children: (profile: OwnInfluencerProfile) => ReactNode;
};

/** A page that edits part of the creator's own profile: its trail, heading, and the form once the profile is read. */
export function OwnProfileFormFrame({ title, intro, skeleton, children }: OwnProfileFormFrameProps) {
  const profile = useOwnProfile('contentCreator');
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6">
      <Breadcrumb items={[{ label: 'Your Profile', to: '/influencers/profile' }, { label: title }]} />
      <div className="flex flex-col gap-2">
        <h1 className="text-4xl">{title}</h1>
        <p className="text-ink-muted">{intro}</p>
      </div>
      {profile.data ? (
        // A refresh in the background must never overwrite what the creator is typing.
        children(profile.data)
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
          <SkeletonStack className="gap-4" blocks={skeleton} />
        </div>
      )}
    </div>
  );
}
