import { brandKitPath, formatMoney } from '@equicreators/shared';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { useInfluencer } from '../api/get-influencer';

/**
 * The drawer's rates and packages (issue 46): read from the creator's media kit through
 * GET /api/influencers/{id}, with the way to the kit itself. Nothing when the kit is hidden.
 */
export function KitRates({ creatorId, name }: { creatorId: string; name: string }) {
  const detail = useInfluencer(creatorId);
  if (detail.isPending) return <Skeleton className="h-20" />;
  const handle = detail.data?.mediaKitHandle;
  if (!detail.data || !handle) return null;
  const { packages } = detail.data;
  return (
    <section aria-labelledby={`kit-rates-${creatorId}`} className="flex flex-col gap-2">
      <h3 id={`kit-rates-${creatorId}`} className="text-xs font-semibold tracking-wider text-ink-muted uppercase">
        Rates and packages
      </h3>
      {packages.length > 0 ? (
        <ul className="flex flex-col gap-2" aria-label={`Rates of ${name}`}>
          {packages.map((item) => (
            <li key={item.id} className="flex flex-col gap-1 rounded-lg bg-parchment px-3 py-2 text-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-semibold break-words text-ink">{item.title}</span>
                <span className="font-semibold text-brand-800">{formatMoney(item.priceMinor, item.currency)}</span>
              </div>
              {item.description && <p className="break-words text-ink-muted">{item.description}</p>}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-ink-muted">No rates listed yet.</p>
      )}
      <Link
        to={brandKitPath(handle)}
        className="self-start text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        Open the media kit
      </Link>
    </section>
  );
}
