import { Avatar } from '@/components/ui/avatar';
import { cn } from '@/lib/cn';
import { fullName, nameInitials, type InfluencerDisplay } from '../influencer-display';

// Small avatars load the list thumbnail; large ones the full picture, which would blur when scaled up.
const SIZES = {
  sm: { className: 'size-10 [&>span]:text-sm', usesThumbnail: true },
  md: { className: 'size-16 [&>span]:text-xl', usesThumbnail: true },
  lg: { className: 'size-24 [&>span]:text-3xl', usesThumbnail: false },
  xl: { className: 'size-32 [&>span]:text-4xl', usesThumbnail: false },
} as const;

export type InfluencerAvatarProps = {
  influencer: Pick<InfluencerDisplay, 'firstName' | 'lastName' | 'media' | 'thumbnail'>;
  size?: keyof typeof SIZES;
  className?: string;
};

/** A creator's round picture, or the initials of their first and last name when there is none. */
export function InfluencerAvatar({ influencer, size = 'md', className }: InfluencerAvatarProps) {
  const { className: sizeClassName, usesThumbnail } = SIZES[size];
  const imageUrl = usesThumbnail
    ? (influencer.thumbnail ?? influencer.media)
    : (influencer.media ?? influencer.thumbnail);
  return (
    <Avatar
      name={fullName(influencer)}
      initials={nameInitials(influencer)}
      imageUrl={imageUrl}
      className={cn(sizeClassName, className)}
    />
  );
}
