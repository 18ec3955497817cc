import { ExternalLink } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useSiteConfig } from '@/lib/site/site-config';

/** Spec §1: application is through an external form (its address comes from the configuration). */
export function ClubApplyLink({ label = 'Apply here' }: { label?: string }) {
  const url = useSiteConfig()?.clubApplicationUrl;
  if (!url) return null;
  return (
    <Button asChild variant="accent" size="lg" className="self-start">
      <a href={url} target="_blank" rel="noopener noreferrer">
        {label}
        <ExternalLink aria-hidden className="size-4" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    </Button>
  );
}
