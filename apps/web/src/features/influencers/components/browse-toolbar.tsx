import { CREATOR_SORT_LABELS, CREATOR_SORTS, PROFILE_TEXT_LIMITS, type CreatorSort } from '@equicreators/shared';
import { useId, type ChangeEvent, type FormEvent } from 'react';
import { SearchField } from '@/components/ui/search-field';
import { Select } from '@/components/ui/select';
import { useDebouncedText } from '@/lib/forms/use-debounced-text';

const SORT_OPTIONS = CREATOR_SORTS.map((sort) => ({ value: sort, label: CREATOR_SORT_LABELS[sort] }));

function isSort(value: string): value is CreatorSort {
  return (CREATOR_SORTS as readonly string[]).includes(value);
}

export type BrowseToolbarProps = {
  q: string;
  sort: CreatorSort;
  onChange: (changes: { q?: string; sort?: CreatorSort }) => void;
};

/** The name search (runs when typing pauses, or on Enter) and the order of the results. */
export function BrowseToolbar({ q, sort, onChange }: BrowseToolbarProps) {
  const sortId = useId();
  const search = useDebouncedText(q, (value) => onChange({ q: value }));

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    search.commitNow();
  };
  const handleSortChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const value = event.target.value;
    if (isSort(value)) onChange({ sort: value });
  };

  return (
    <form role="search" aria-label="Creators" onSubmit={handleSubmit} className="flex flex-col gap-3 sm:flex-row">
      <SearchField
        label="Search creators by name"
        value={search.text}
        onChange={search.handleChange}
        maxLength={PROFILE_TEXT_LIMITS.search}
      />
      <div className="flex items-center gap-2 sm:w-56">
        <label htmlFor={sortId} className="shrink-0 text-sm font-semibold text-ink">
          Sort by
        </label>
        <Select id={sortId} value={sort} onChange={handleSortChange} options={SORT_OPTIONS} className="flex-1" />
      </div>
    </form>
  );
}
