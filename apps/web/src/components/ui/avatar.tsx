import { avatarInitials } from '@equicreators/shared';
import { Avatar as AvatarPrimitive } from 'radix-ui';
import { cn } from '@/lib/cn';

export type AvatarProps = {
  name: string | null | undefined;
  imageUrl?: string | null;
  /** Letters to show instead of the name's first two (a creator's first and last initial). */
  initials?: string;
  className?: string;
};

/** A round picture, or the first two letters of the name when there is none (spec §2). */
export function Avatar({ name, imageUrl, initials, className }: AvatarProps) {
  return (
    <AvatarPrimitive.Root
      className={cn(
        'inline-flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-800',
        className,
      )}
    >
      {imageUrl && <AvatarPrimitive.Image src={imageUrl} alt={name ?? ''} className="size-full object-cover" />}
      <AvatarPrimitive.Fallback className="font-display text-sm font-semibold text-cream" delayMs={imageUrl ? 300 : 0}>
        {initials || avatarInitials(name) || '?'}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
