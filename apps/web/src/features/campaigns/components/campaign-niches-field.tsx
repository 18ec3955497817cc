import { NICHES, type Niche } from '@equicreators/shared';
import { Checkbox } from '@/components/ui/checkbox';

export type CampaignNichesFieldProps = {
  value: readonly string[];
  onChange: (niches: Niche[]) => void;
  error?: string | undefined;
};

/**
 * The campaign's niches (optional, the canonical list): creators filter the feed by them. Checkboxes
 * in a box that scrolls, as the browse's niche filter does.
 */
export function CampaignNichesField({ value, onChange, error }: CampaignNichesFieldProps) {
  const chosen = new Set(value);
  const handleToggle = (niche: Niche, checked: boolean) =>
    onChange(NICHES.filter((item) => (item === niche ? checked : chosen.has(item))));
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold text-ink">Niches (optional)</legend>
      <p className="text-sm text-ink-muted">Creators filter campaigns by niche.</p>
      <div className="grid max-h-40 grid-cols-2 gap-2 overflow-y-auto rounded-lg border border-line p-3 sm:grid-cols-3">
        {NICHES.map((niche) => (
          <Checkbox
            key={niche}
            label={niche}
            checked={chosen.has(niche)}
            onCheckedChange={(checked) => handleToggle(niche, checked)}
          />
        ))}
      </div>
      {error && <p className="text-sm text-red-800">{error}</p>}
    </fieldset>
  );
}
