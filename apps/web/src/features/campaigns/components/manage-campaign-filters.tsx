import { Select } from '@/components/ui/select';
import { PLATFORM_FILTER_OPTIONS, STATUS_FILTER_OPTIONS, TYPE_FILTER_OPTIONS } from '../filter-options';
import type { ManageFilters } from '../manage-params';

export type ManageCampaignFiltersProps = {
  filters: ManageFilters;
  onChange: (name: keyof ManageFilters, value: string) => void;
};

/**
 * Spec §2 All Campaign filters: type (All Types, Paid, Unpaid), platform (All Platforms, then every
 * platform) and, since issue 21, the state (All but archived, Open, Closed, Archived).
 */
export function ManageCampaignFilters({ filters, onChange }: ManageCampaignFiltersProps) {
  return (
    <div role="search" aria-label="Filter campaigns" className="flex flex-wrap gap-4">
      <label className="flex min-w-44 flex-col gap-1.5 text-sm font-semibold text-ink">
        Status
        <Select
          options={STATUS_FILTER_OPTIONS}
          value={filters.status}
          onChange={(event) => onChange('status', event.target.value)}
          className="font-normal"
        />
      </label>
      <label className="flex min-w-44 flex-col gap-1.5 text-sm font-semibold text-ink">
        Type
        <Select
          options={TYPE_FILTER_OPTIONS}
          value={filters.type}
          onChange={(event) => onChange('type', event.target.value)}
          className="font-normal"
        />
      </label>
      <label className="flex min-w-44 flex-col gap-1.5 text-sm font-semibold text-ink">
        Platform
        <Select
          options={PLATFORM_FILTER_OPTIONS}
          value={filters.platform}
          onChange={(event) => onChange('platform', event.target.value)}
          className="font-normal"
        />
      </label>
    </div>
  );
}
