import {
  COUNTRIES,
  DISCIPLINES,
  LANGUAGES,
  languageName,
  regionsOf,
  RIDER_LEVELS,
  STAT_PLATFORMS,
  type StatPlatform,
} from '@equicreators/shared';
import { RemovableChips } from '@/components/ui/removable-chips';
import { DisclosurePanel } from '@/components/ui/disclosure-panel';
import { Field } from '@/components/ui/field';
import { Select, type SelectOption } from '@/components/ui/select';
import type { FacetParams } from '../browse-facet-params';
import type { FacetCountMaps } from '../facet-count-maps';
import { ChecklistFilter } from './checklist-filter';

export type BrowseFacetFiltersProps = FacetParams & {
  onChange: (changes: Partial<FacetParams>) => void;
  counts?: FacetCountMaps | undefined;
};

const ANY = '';
const COUNTRY_OPTIONS: SelectOption[] = COUNTRIES.map((country) => ({ value: country.code, label: country.name }));
const PLATFORM_OPTIONS: SelectOption[] = [
  { value: ANY, label: 'Any platform' },
  ...STAT_PLATFORMS.map((platform) => ({ value: platform, label: platform })),
];
const DISCIPLINE_OPTIONS = DISCIPLINES.map((entry) => ({ value: entry.id, label: entry.label }));
const LEVEL_OPTIONS = RIDER_LEVELS.map((entry) => ({ value: entry.id, label: entry.label }));
/** The lowest engagement rates offered, in percent; another one from a shared link is shown too. */
const ENGAGEMENT_CHOICES = [1, 2, 3, 4, 5, 6, 8, 10];

function engagementOptions(current: number | null): SelectOption[] {
  const choices = current === null || ENGAGEMENT_CHOICES.includes(current) ? ENGAGEMENT_CHOICES : [current];
  const all = [...new Set([...ENGAGEMENT_CHOICES, ...choices])].sort((a, b) => a - b);
  return [
    { value: ANY, label: 'Any rate' },
    ...all.map((percent) => ({ value: String(percent), label: `${percent} % or more` })),
  ];
}

/** A labelled select whose first option ('Any …') means no choice: `onChoose` gets null for it. */
function ChoiceSelect({
  label,
  hint,
  value,
  options,
  onChoose,
}: {
  label: string;
  hint?: string;
  value: string;
  options: SelectOption[];
  onChoose: (value: string | null) => void;
}) {
  return (
    <Field label={label} hint={hint}>
      {(control) => (
        <Select
          {...control}
          value={value}
          onChange={(event) => onChoose(event.target.value || null)}
          options={options}
        />
      )}
    </Field>
  );
}

/**
 * Issue 33: the equestrian facets of /brands. Discipline and where the creator lives are open from
 * the start; the others open by themselves when a shared link sets them.
 */
export function BrowseFacetFilters(props: BrowseFacetFiltersProps) {
  const { discipline, level, onChange, counts } = props;
  return (
    <>
      <ChecklistFilter
        title="Discipline"
        options={DISCIPLINE_OPTIONS}
        chosen={discipline}
        onChange={(chosen) => onChange({ discipline: chosen })}
        isScrolling
        counts={counts?.discipline}
      />
      <LocationFilter {...props} />
      <ChecklistFilter
        title="Level"
        options={LEVEL_OPTIONS}
        chosen={level}
        onChange={(chosen) => onChange({ level: chosen })}
        defaultOpen={level.length > 0}
        counts={counts?.level}
      />
      <LanguageFilter {...props} />
      <AudienceFilter {...props} />
    </>
  );
}

function LocationFilter({ country, region, onChange }: BrowseFacetFiltersProps) {
  const regions = country ? regionsOf(country) : [];
  return (
    <DisclosurePanel title="Location" headingLevel={3}>
      <div className="flex flex-col gap-3">
        <ChoiceSelect
          label="Country"
          value={country ?? ANY}
          onChoose={(value) => onChange({ country: value })}
          options={[{ value: ANY, label: 'Any country' }, ...COUNTRY_OPTIONS]}
        />
        {regions.length > 0 && (
          <ChoiceSelect
            label="Region"
            value={region ?? ANY}
            onChoose={(value) => onChange({ region: value })}
            options={[
              { value: ANY, label: 'Any region' },
              ...regions.map((entry) => ({ value: entry.code, label: entry.name })),
            ]}
          />
        )}
      </div>
    </DisclosurePanel>
  );
}

function LanguageFilter({ language, onChange }: BrowseFacetFiltersProps) {
  const options = [
    { value: ANY, label: language.length > 0 ? 'Add another language' : 'Any language' },
    ...LANGUAGES.filter((entry) => !language.includes(entry.code)).map((entry) => ({
      value: entry.code,
      label: entry.name,
    })),
  ];
  return (
    <DisclosurePanel title="Language" headingLevel={3} defaultOpen={language.length > 0}>
      <div className="flex flex-col gap-3">
        {language.length > 0 && (
          <RemovableChips
            label="Chosen languages"
            items={language.map((code) => ({ value: code, label: languageName(code) }))}
            onRemove={(code) => onChange({ language: language.filter((chosen) => chosen !== code) })}
          />
        )}
        <ChoiceSelect
          label="Speaks"
          hint="Creators who speak any of the chosen languages."
          value={ANY}
          onChoose={(value) => value !== null && onChange({ language: [...language, value] })}
          options={options}
        />
      </div>
    </DisclosurePanel>
  );
}

function AudienceFilter({ platform, minEngagement, audienceCountry, onChange }: BrowseFacetFiltersProps) {
  const isSet = platform !== null || minEngagement !== null || audienceCountry !== null;
  return (
    <DisclosurePanel title="Platform and audience" headingLevel={3} defaultOpen={isSet}>
      <div className="flex flex-col gap-3">
        <ChoiceSelect
          label="Has figures on"
          value={platform ?? ANY}
          onChoose={(value) => onChange({ platform: value as StatPlatform | null })}
          options={PLATFORM_OPTIONS}
        />
        <ChoiceSelect
          label="Engagement rate"
          hint={platform ? `On ${platform}, as the creator reports it.` : 'On any platform, as the creator reports it.'}
          value={minEngagement === null ? ANY : String(minEngagement)}
          onChoose={(value) => onChange({ minEngagement: value === null ? null : Number(value) })}
          options={engagementOptions(minEngagement)}
        />
        <ChoiceSelect
          label="Audience in"
          hint="Among the top countries of any platform's audience."
          value={audienceCountry ?? ANY}
          onChoose={(value) => onChange({ audienceCountry: value })}
          options={[{ value: ANY, label: 'Any country' }, ...COUNTRY_OPTIONS]}
        />
      </div>
    </DisclosurePanel>
  );
}
