import { CAMPAIGN_PLATFORMS, CAMPAIGN_TEXT_LIMITS, type CampaignPlatform } from '@equicreators/shared';
import { useId, type ChangeEvent, type FormEvent } from 'react';
import { SearchField } from '@/components/ui/search-field';
import { Select } from '@/components/ui/select';
import { useDebouncedText } from '@/lib/forms/use-debounced-text';
import { PLATFORM_FILTER_OPTIONS } from '../filter-options';

function isPlatform(value: string): value is CampaignPlatform {
  return (CAMPAIGN_PLATFORMS as readonly string[]).includes(value);
}

export type FeedFiltersProps = {
  q: string;
  platform: CampaignPlatform | '';
  onChange: (changes: { q?: string; platform?: CampaignPlatform | '' }) => void;
};

/** The hero's title search and platform dropdown (spec §2). */
export function FeedFilters({ q, platform, onChange }: FeedFiltersProps) {
  const platformId = useId();
  const search = useDebouncedText(q, (value) => onChange({ q: value }));

  // Enter searches at once.
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    search.commitNow();
  };

  const handlePlatformChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const value = event.target.value;
    onChange({ platform: isPlatform(value) ? value : '' });
  };

  return (
    <form
      role="search"
      aria-label="Campaigns"
      onSubmit={handleSubmit}
      className="flex w-full max-w-2xl flex-col gap-3 sm:flex-row"
    >
      <SearchField
        label="Search Campaigns"
        value={search.text}
        onChange={search.handleChange}
        maxLength={CAMPAIGN_TEXT_LIMITS.search}
      />
      <div className="sm:w-48">
        <label htmlFor={platformId} className="sr-only">
          Platform
        </label>
        <Select id={platformId} value={platform} onChange={handlePlatformChange} options={PLATFORM_FILTER_OPTIONS} />
      </div>
    </form>
  );
}
