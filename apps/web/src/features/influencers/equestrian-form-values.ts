import {
  AUDIENCE_AGE_BANDS,
  STAT_PLATFORMS,
  UpdateCreatorFacetsSchema,
  type AudienceAgeBand,
  type CreatorFacets,
  type FieldIssue,
  type PlatformStats,
  type StatPlatform,
  type UpdateCreatorFacets,
} from '@equicreators/shared';
import { get, type FieldErrors, type Resolver } from 'react-hook-form';

/**
 * The equestrian profile form (issue 33): what the creator types, as text where they type numbers,
 * and its way to and from PUT /api/influencers/profile/facets. The rules are the shared schema's:
 * the form turns its text into the request, checks that with `UpdateCreatorFacetsSchema`, and
 * places every issue (the schema's or the server's) on the field it is about.
 */
export type PlatformFormValues = {
  platform: StatPlatform;
  /** Whether the creator reports this platform; one not reported is not sent. */
  isReported: boolean;
  handle: string;
  followers: string;
  /** A percent as typed ("3.45"), sent as whole hundredths (345). */
  engagementRate: string;
  averageViews: string;
  audienceCountries: { country: string; percent: string }[];
  /** Every band in AUDIENCE_AGE_BANDS order; a blank percent is not sent. */
  ageBands: { band: AudienceAgeBand; percent: string }[];
  /** All three blank: no split given. */
  gender: { female: string; male: string; other: string };
  asOf: string;
};

export type EquestrianFormValues = {
  disciplines: string[];
  level: string;
  horseCount: string;
  breeds: string[];
  country: string;
  region: string;
  languages: string[];
  /** One per STAT_PLATFORMS, in that order. */
  platforms: PlatformFormValues[];
};

/** The creator's local date as YYYY-MM-DD: the "as of" a new platform starts with. */
export function localToday(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * A percent typed with at most two decimals as whole hundredths, read digit by digit so that no
 * floating-point rounding enters ("0.29" is 29, never 28.999…). Blank is null; text that is no
 * number is NaN; more than two decimals give a fraction of a hundredth, which the schema refuses
 * as such ("3.456" is 345.6), unless the extra digits are zeros ("3.450" is 345).
 */
export function percentTextToHundredths(text: string): number | null {
  const trimmed = text.trim().replace(/\s*%$/, '');
  if (trimmed === '') return null;
  const match = /^(\d{1,6})(?:[.,](\d*))?$/.exec(trimmed);
  if (!match) return Number.NaN;
  const whole = match[1] ?? '0';
  const decimals = match[2] ?? '';
  const hundredths = Number(whole) * 100 + Number(decimals.slice(0, 2).padEnd(2, '0'));
  const beyond = decimals.slice(2).replace(/0+$/, '');
  return beyond === '' ? hundredths : Number(`${hundredths}.${beyond}`);
}

/** Whole hundredths as the percent a person types: 345 → "3.45", 5 → "0.05". */
export function hundredthsToPercentText(hundredths: number): string {
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

/** A whole number as typed (thousands separators allowed); blank is null, anything else NaN or a fraction. */
export function countTextToNumber(text: string): number | null {
  const trimmed = text.trim().replace(/[\s,_]/g, '');
  if (trimmed === '') return null;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

const numberText = (value: number | null) => (value === null ? '' : String(value));

function platformDefaults(platform: StatPlatform, saved: PlatformStats | undefined, today: string): PlatformFormValues {
  const bands = new Map(saved?.ageBands.map((entry) => [entry.band, entry.percent]));
  return {
    platform,
    isReported: saved !== undefined,
    handle: saved?.handle ?? '',
    followers: numberText(saved?.followers ?? null),
    engagementRate: saved ? hundredthsToPercentText(saved.engagementBasisPoints) : '',
    averageViews: numberText(saved?.averageViews ?? null),
    audienceCountries: (saved?.audienceCountries ?? []).map((entry) => ({
      country: entry.country,
      percent: String(entry.percent),
    })),
    ageBands: AUDIENCE_AGE_BANDS.map((band) => ({ band, percent: numberText(bands.get(band) ?? null) })),
    gender: {
      female: numberText(saved?.gender?.female ?? null),
      male: numberText(saved?.gender?.male ?? null),
      other: numberText(saved?.gender?.other ?? null),
    },
    asOf: saved?.asOf ?? today,
  };
}

/** The form, filled from the saved facets; every platform is there, the unreported ones off. */
export function equestrianFormDefaults(facets: CreatorFacets, today: string = localToday()): EquestrianFormValues {
  return {
    disciplines: [...facets.disciplines],
    level: facets.level ?? '',
    horseCount: numberText(facets.horseCount),
    breeds: [...facets.breeds],
    country: facets.country ?? '',
    region: facets.region ?? '',
    languages: [...facets.languages],
    platforms: STAT_PLATFORMS.map((platform) =>
      platformDefaults(
        platform,
        facets.platforms.find((stats) => stats.platform === platform),
        today,
      ),
    ),
  };
}

function platformRequest(values: PlatformFormValues): UpdateCreatorFacets['platforms'][number] {
  // Given at all, the split is given whole: a blank share is asked for, never taken as 0.
  const percentOf = (text: string) => countTextToNumber(text) ?? Number.NaN;
  const { female, male, other } = values.gender;
  const hasGender = [female, male, other].some((text) => text.trim() !== '');
  return {
    platform: values.platform,
    handle: values.handle,
    followers: countTextToNumber(values.followers) ?? Number.NaN,
    engagementBasisPoints: percentTextToHundredths(values.engagementRate) ?? Number.NaN,
    averageViews: countTextToNumber(values.averageViews),
    audienceCountries: values.audienceCountries.map((entry) => ({
      country: entry.country,
      percent: countTextToNumber(entry.percent) ?? Number.NaN,
    })),
    ageBands: values.ageBands
      .filter((entry) => entry.percent.trim() !== '')
      .map((entry) => ({ band: entry.band, percent: countTextToNumber(entry.percent) ?? Number.NaN })),
    gender: hasGender ? { female: percentOf(female), male: percentOf(male), other: percentOf(other) } : null,
    asOf: values.asOf,
  };
}

/**
 * The request body: blank choices as null, numbers from their text, only the platforms reported.
 * Unchecked: the ids are typed as the schema's, which checks them (here and on the server).
 */
export function toFacetsRequest(values: EquestrianFormValues): UpdateCreatorFacets {
  return {
    disciplines: values.disciplines as UpdateCreatorFacets['disciplines'],
    level: (values.level || null) as UpdateCreatorFacets['level'],
    horseCount: countTextToNumber(values.horseCount),
    breeds: values.breeds,
    country: values.country || null,
    region: values.region || null,
    languages: values.languages,
    platforms: values.platforms.filter((platform) => platform.isReported).map(platformRequest),
  };
}

/** Lists whose own rule (a total, a duplicate) is shown once under the list, not on an entry. */
const LISTS = new Set(['disciplines', 'breeds', 'languages', 'platforms', 'audienceCountries', 'ageBands', 'gender']);
/** Lists of plain values: a refused entry is shown under the list too. */
const VALUE_LISTS = new Set(['disciplines', 'breeds', 'languages']);
const RENAMED: Record<string, string> = { engagementBasisPoints: 'engagementRate' };

/**
 * Where an issue of the request (the schema's path, or the server's `platforms.0.asOf`) goes in
 * the form: the request's platforms are the reported ones, so their index is the form's platform;
 * an age band's index is its band's; a list's own rule goes to `<list>.root`. Null for an issue
 * about the whole request.
 */
export function formPathOf(requestPath: string, values: EquestrianFormValues): string | null {
  const segments = requestPath.split('.').filter((segment) => segment !== '');
  if (segments.length === 0 || segments[0] === 'body') return null;
  const reported = values.platforms.flatMap((platform, index) => (platform.isReported ? [index] : []));
  const request = toFacetsRequest(values);
  const out: string[] = [];
  for (let index = 0; index < segments.length; index += 1) {
    const segment = segments[index] ?? '';
    const previous = segments[index - 1];
    if (previous === 'platforms' && /^\d+$/.test(segment)) {
      out.push(String(reported[Number(segment)] ?? segment));
    } else if (previous === 'ageBands' && /^\d+$/.test(segment)) {
      const band = request.platforms[Number(segments[1])]?.ageBands[Number(segment)]?.band;
      out.push(String(band ? AUDIENCE_AGE_BANDS.indexOf(band) : segment));
    } else if (VALUE_LISTS.has(segment)) {
      return `${segment}.root`;
    } else {
      out.push(RENAMED[segment] ?? segment);
    }
  }
  const last = segments.at(-1) ?? '';
  return LISTS.has(last) ? `${out.join('.')}.root` : out.join('.');
}

function setAt(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let node = target;
  keys.slice(0, -1).forEach((key, index) => {
    const next = node[key];
    if (typeof next === 'object' && next !== null) node = next as Record<string, unknown>;
    else {
      const created = /^\d+$/.test(keys[index + 1] ?? '') ? [] : {};
      node[key] = created;
      node = created;
    }
  });
  const leaf = keys.at(-1) ?? '';
  // The first issue of a field is the one shown.
  if (node[leaf] === undefined) node[leaf] = value;
}

/** The request's issues placed on the form's fields; `other` holds those about the whole request. */
export function placeFacetIssues(
  issues: readonly FieldIssue[],
  values: EquestrianFormValues,
): { fields: { path: string; message: string }[]; other: string[] } {
  const fields: { path: string; message: string }[] = [];
  const other: string[] = [];
  for (const issue of issues) {
    const path = formPathOf(issue.field, values);
    if (path === null) other.push(issue.message);
    else if (!fields.some((placed) => placed.path === path)) fields.push({ path, message: issue.message });
  }
  return { fields, other };
}

/** react-hook-form's resolver: the shared schema over the request the form would send. */
export const equestrianResolver: Resolver<EquestrianFormValues, unknown, UpdateCreatorFacets> = (values) => {
  const request = toFacetsRequest(values);
  const parsed = UpdateCreatorFacetsSchema.safeParse(request);
  if (parsed.success) return { values: parsed.data, errors: {} };
  const issues = parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
  const errors: Record<string, unknown> = {};
  for (const { path, message } of placeFacetIssues(issues, values).fields) {
    setAt(errors, path, { type: 'validate', message });
  }
  return { values: {}, errors: errors as FieldErrors<EquestrianFormValues> };
};

/** The message of the issue placed at `path` (a field, or a list's `.root`), if any. */
export function messageAt(errors: FieldErrors<EquestrianFormValues>, path: string): string | undefined {
  const error: unknown = get(errors, path);
  if (typeof error !== 'object' || error === null || !('message' in error)) return undefined;
  return typeof error.message === 'string' ? error.message : undefined;
}
