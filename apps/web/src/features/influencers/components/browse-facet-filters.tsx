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
import { X } from 'lucide-react';
import { Checkbox } from '@/components/ui/checkbox';
import { DisclosurePanel } from '@/components/ui/disclosure-panel';
import { Field } from '@/components/ui/field';
import { Select, type SelectOption } from '@/components/ui/select';
import type { FacetParams } from '../browse-facet-params';

export type BrowseFacetFiltersProps = FacetParams & { onChange: (changes: Partial<FacetParams>) => void };

const ANY = '';
const COUNTRY_OPTIONS: SelectOption[] = COUNTRIES.map((country) => ({ value: country.code, label: country.name }));
const PLATFORM_OPTIONS: SelectOption[] = [
  { value: ANY, label: 'Any platform' },
  ...STAT_PLATFORMS.map((platform) => ({ value: platform, label: platform })),
];
/** The lowest engagement rates offered, in percent; another one from a shared link is shown too. */
const ENGAGEMENT_CHOICES = [1, 2, 3, 4, 5, 6, 8, 10];

function toggled<Value>(list: readonly Value[], value: Value, isChecked: boolean): Value[] {
  return isChecked ? [...list, value] : list.filter((item) => item !== value);
}

function engagementOptions(current: number | null): SelectOption[] {
  const choices = current === null || ENGAGEMENT_CHOICES.includes(current) ? ENGAGEMENT_CHOICES : [current];
  const all = [...new Set([...ENGAGEMENT_CHOICES, ...choices])].sort((a, b) => a - b);
  return [
    { value: ANY, label: 'Any rate' },
    ...all.map((percent) => ({ value: String(percent), label: `${percent} % or more` })),
  ];
}

/**
 * Issue 33: the equestrian facets of /brands. Discipline and where the creator lives are open from
 * the start; the others open by themselves when a shared link sets them.
 */
export function BrowseFacetFilters(props: BrowseFacetFiltersProps) {
  const { discipline, level, onChange } = props;
  return (
    <>
      <DisclosurePanel title="Discipline" headingLevel={3}>
        <div role="group" aria-label="Discipline" className="flex h-32 flex-col gap-2.5 overflow-y-auto pr-2">
          {DISCIPLINES.map((entry) => (
            <Checkbox
              key={entry.id}
              label={entry.label}
              checked={discipline.includes(entry.id)}
              onCheckedChange={(isChecked) => onChange({ discipline: toggled(discipline, entry.id, isChecked) })}
            />
          ))}
        </div>
      </DisclosurePanel>
      <LocationFilter {...props} />
      <DisclosurePanel title="Level" headingLevel={3} defaultOpen={level.length > 0}>
        <div role="group" aria-label="Level" className="flex flex-col gap-2.5">
          {RIDER_LEVELS.map((entry) => (
            <Checkbox
              key={entry.id}
              label={entry.label}
              checked={level.includes(entry.id)}
              onCheckedChange={(isChecked) => onChange({ level: toggled(level, entry.id, isChecked) })}
            />
          ))}
        </div>
      </DisclosurePanel>
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
        <Field label="Country">
          {(control) => (
            <Select
              {...control}
              value={country ?? ANY}
              onChange={(event) => onChange({ country: event.target.value || null })}
              options={[{ value: ANY, label: 'Any country' }, ...COUNTRY_OPTIONS]}
            />
          )}
        </Field>
        {regions.length > 0 && (
          <Field label="Region">
            {(control) => (
              <Select
                {...control}
                value={region ?? ANY}
                onChange={(event) => onChange({ region: event.target.value || null })}
                options={[
                  { value: ANY, label: 'Any region' },
                  ...regions.map((entry) => ({ value: entry.code, label: entry.name })),
                ]}
              />
            )}
          </Field>
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
          <ul aria-label="Chosen languages" className="flex flex-wrap gap-1.5">
            {language.map((code) => (
              <li key={code}>
                <button
                  type="button"
                  onClick={() => onChange({ language: language.filter((chosen) => chosen !== code) })}
                  aria-label={`Remove ${languageName(code)}`}
                  className="inline-flex min-h-8 items-center gap-1 rounded-full bg-brand-50 px-3 text-sm text-brand-900 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-gold-500"
                >
                  {languageName(code)}
                  <X aria-hidden className="size-3.5" />
                </button>
              </li>
            ))}
          </ul>
        )}
        <Field label="Speaks" hint="Creators who speak any of the chosen languages.">
          {(control) => (
            <Select
              {...control}
              value={ANY}
              onChange={(event) => event.target.value && onChange({ language: [...language, event.target.value] })}
              options={options}
            />
          )}
        </Field>
      </div>
    </DisclosurePanel>
  );
}

function AudienceFilter({ platform, minEngagement, audienceCountry, onChange }: BrowseFacetFiltersProps) {
  const isSet = platform !== null || minEngagement !== null || audienceCountry !== null;
  return (
    <DisclosurePanel title="Platform and audience" headingLevel={3} defaultOpen={isSet}>
      <div className="flex flex-col gap-3">
        <Field label="Has figures on">
          {(control) => (
            <Select
              {...control}
              value={platform ?? ANY}
              onChange={(event) => onChange({ platform: (event.target.value || null) as StatPlatform | null })}
              options={PLATFORM_OPTIONS}
            />
          )}
        </Field>
        <Field
          label="Engagement rate"
          hint={platform ? `On ${platform}, as the creator reports it.` : 'On any platform, as the creator reports it.'}
        >
          {(control) => (
            <Select
              {...control}
              value={minEngagement === null ? ANY : String(minEngagement)}
              onChange={(event) => onChange({ minEngagement: event.target.value ? Number(event.target.value) : null })}
              options={engagementOptions(minEngagement)}
            />
          )}
        </Field>
        <Field label="Audience in" hint="Among the top countries of any platform's audience.">
          {(control) => (
            <Select
              {...control}
              value={audienceCountry ?? ANY}
              onChange={(event) => onChange({ audienceCountry: event.target.value || null })}
              options={[{ value: ANY, label: 'Any country' }, ...COUNTRY_OPTIONS]}
            />
          )}
        </Field>
      </div>
    </DisclosurePanel>
  );
}
