import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

/** A creator's niches as tags; nothing when there are none. */
export function NicheTags({
  niches,
  label,
  className,
}: {
  niches: readonly string[];
  label: string;
  className?: string;
}) {
  if (niches.length === 0) return null;
  return (
    <ul aria-label={label} className={cn('flex flex-wrap gap-1.5', className)}>
      {niches.map((niche) => (
        <li key={niche}>
          <Badge tone="brand">{niche}</Badge>
        </li>
      ))}
    </ul>
  );
}
