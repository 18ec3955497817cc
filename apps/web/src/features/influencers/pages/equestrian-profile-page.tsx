import { usePageMeta } from '@/lib/site/use-page-meta';
import { EquestrianProfileForm } from '../components/equestrian-profile-form';
import { OwnProfileFormFrame } from '../components/own-profile-form-frame';

/** /influencers/profile/equestrian (issue 33): the creator's disciplines, place, languages and figures. */
export function EquestrianProfilePage() {
  usePageMeta({ title: 'Equestrian profile' });
  return (
    <OwnProfileFormFrame
      title="Equestrian profile"
      intro="Brands find creators by discipline, country, language and audience. Fill in what is true for you."
      skeleton={['h-28 w-full', 'h-11 w-full', 'h-11 w-full', 'h-40 w-full']}
    >
      {(profile) => <EquestrianProfileForm profile={profile} />}
    </OwnProfileFormFrame>
  );
}
