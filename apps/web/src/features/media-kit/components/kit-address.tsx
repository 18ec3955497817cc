import { mediaKitPath, type MediaKitVisibility } from '@equicreators/shared';
import { Copy, ExternalLink } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/toast/notify';

const WHO_SEES: Record<MediaKitVisibility, string> = {
  anyone: 'Anyone with this address can open it.',
  brands: 'Brands logged in to EquiCreators can open it; others are asked to log in.',
  nobody: 'It is hidden: the address shows "page not found" to everyone. The preview below is for you.',
};

/** The saved kit's address, to copy or open in a new tab, and who can open it now. */
export function KitAddress({ handle, visibility }: { handle: string; visibility: MediaKitVisibility }) {
  const address = `${window.location.origin}${mediaKitPath(handle)}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      notify.success('Address copied');
    } catch {
      notify.error('Your browser did not let us copy. Select the address and copy it.');
    }
  };
  return (
    <div className="flex flex-col gap-2 rounded-lg bg-parchment p-4">
      <p className="text-sm font-semibold">Your media kit's address</p>
      <p className="font-mono text-sm break-all" data-testid="media-kit-address">
        {address}
      </p>
      <p className="text-sm text-ink-muted">{WHO_SEES[visibility]}</p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => void copy()}>
          <Copy aria-hidden className="size-4" /> Copy
        </Button>
        <Button asChild variant="secondary" size="sm">
          <a href={mediaKitPath(handle)} target="_blank" rel="noopener">
            <ExternalLink aria-hidden className="size-4" /> Open
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </Button>
      </div>
    </div>
  );
}
