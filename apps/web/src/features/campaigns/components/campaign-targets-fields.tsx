import { CAMPAIGN_TARGET_LIMITS, COUNTRIES, countryName, DISCIPLINES } from '@equicreators/shared';
import { useState } from 'react';
import { RemovableChips } from '@/components/ui/removable-chips';
import { Checkbox } from '@/components/ui/checkbox';
import { SearchField } from '@/components/ui/search-field';

type ListFieldProps = {
  value: readonly string[];
  onChange: (value: string[]) => void;
  error?: string | undefined;
};

/** The ids of `list` that are chosen, in the list's own order. */
const toggled = (list: readonly string[], chosen: readonly string[], id: string, checked: boolean) =>
  list.filter((item) => (item === id ? checked : chosen.includes(item)));

const DISCIPLINE_IDS = DISCIPLINES.map((discipline) => discipline.id);

/** The disciplines a campaign wants (issue 33, optional): creators who ride one of them match it. */
export function DisciplinesWantedField({ value, onChange, error }: ListFieldProps) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold text-ink">Disciplines wanted (optional)</legend>
      <p className="text-sm text-ink-muted">Creators who ride any of these see “Matches your profile”.</p>
      <div className="grid max-h-40 grid-cols-1 gap-2 overflow-y-auto rounded-lg border border-line p-3 min-[420px]:grid-cols-2 sm:grid-cols-3">
        {DISCIPLINES.map((discipline) => (
          <Checkbox
            key={discipline.id}
            label={discipline.label}
            checked={value.includes(discipline.id)}
            onCheckedChange={(checked) => onChange(toggled(DISCIPLINE_IDS, value, discipline.id, checked))}
          />
        ))}
      </div>
      {error && <p className="text-sm text-red-800">{error}</p>}
    </fieldset>
  );
}

/** How many countries a search lists at once: the box scrolls, the search narrows. */
const SHOWN_COUNTRIES = 30;

/**
 * The countries a campaign wants (issue 33, optional, at most CAMPAIGN_TARGET_LIMITS.countries):
 * the chosen ones as removable chips, a search over the ISO 3166 names, and the matches to tick.
 */
export function CountriesWantedField({ value, onChange, error }: ListFieldProps) {
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const found = COUNTRIES.filter(
    (country) => needle === '' || country.name.toLowerCase().includes(needle) || country.code.toLowerCase() === needle,
  ).slice(0, SHOWN_COUNTRIES);
  const full = value.length >= CAMPAIGN_TARGET_LIMITS.countries;
  const toggle = (code: string, checked: boolean) =>
    onChange(checked ? [...value, code] : value.filter((item) => item !== code));

  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold text-ink">Countries wanted (optional)</legend>
      <p className="text-sm text-ink-muted">
        Creators based in any of these match. Choose up to {CAMPAIGN_TARGET_LIMITS.countries}.
      </p>
      {value.length > 0 && (
        <RemovableChips
          label="Countries chosen"
          items={value.map((code) => ({ value: code, label: countryName(code) }))}
          onRemove={(code) => toggle(code, false)}
        />
      )}
      <SearchField
        label="Search countries"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        maxLength={60}
      />
      <div className="grid max-h-40 grid-cols-1 gap-2 overflow-y-auto rounded-lg border border-line p-3 min-[420px]:grid-cols-2">
        {found.length === 0 && <p className="text-sm text-ink-muted">No country by that name.</p>}
        {found.map((country) => (
          <Checkbox
            key={country.code}
            label={country.name}
            checked={value.includes(country.code)}
            disabled={full && !value.includes(country.code)}
            onCheckedChange={(checked) => toggle(country.code, checked)}
          />
        ))}
      </div>
      {error && <p className="text-sm text-red-800">{error}</p>}
    </fieldset>
  );
}
