import { usePageMeta } from '@/lib/site/use-page-meta';
import { OwnProfileFormFrame } from '../components/own-profile-form-frame';
import { ProfileForm } from '../components/profile-form';

/** /influencers/profile/edit (spec §2 Edit influencer profile): the form, filled from the saved profile. */
export function ProfileEditPage() {
  usePageMeta({ title: 'Edit Profile' });
  return (
    <OwnProfileFormFrame
      title="Edit Profile"
      intro="Brands see these details when they browse creators and invite them."
      skeleton={['size-28 rounded-full', 'h-11 w-full', 'h-11 w-full', 'h-28 w-full', 'h-28 w-full']}
    >
      {(profile) => <ProfileForm profile={profile} />}
    </OwnProfileFormFrame>
  );
}
