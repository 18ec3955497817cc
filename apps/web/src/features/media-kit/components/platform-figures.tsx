import { countryName, engagementRateText, type PlatformStats } from '@equicreators/shared';
import { dayText } from './day-text';

const WHOLE = new Intl.NumberFormat('en-GB');

/** Each platform's self-reported figures and audience, with the date they were true. */
export function PlatformFigures({ platforms }: { platforms: readonly PlatformStats[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {platforms.map((stats) => (
        <li
          key={stats.platform}
          className="flex min-w-0 flex-col gap-3 rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)]"
        >
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 className="text-xl">{stats.platform}</h3>
            <p className="text-sm break-all text-ink-muted">{stats.handle}</p>
          </div>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            <Figure term="Followers" value={WHOLE.format(stats.followers)} />
            <Figure term="Engagement rate" value={engagementRateText(stats.engagementBasisPoints)} />
            {stats.averageViews !== null && <Figure term="Average views" value={WHOLE.format(stats.averageViews)} />}
          </dl>
          {stats.audienceCountries.length > 0 && (
            <Shares
              label="Top audience countries"
              shares={stats.audienceCountries.map((share) => [countryName(share.country), share.percent])}
            />
          )}
          {stats.ageBands.length > 0 && (
            <Shares label="Audience ages" shares={stats.ageBands.map((share) => [share.band, share.percent])} />
          )}
          {stats.gender && (
            <Shares
              label="Audience gender"
              shares={[
                ['Women', stats.gender.female],
                ['Men', stats.gender.male],
                ['Other', stats.gender.other],
              ]}
            />
          )}
          <p className="text-sm text-ink-muted">As of {dayText(stats.asOf)}</p>
        </li>
      ))}
    </ul>
  );
}

function Figure({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex flex-col">
      <dt className="text-xs font-semibold text-ink-muted">{term}</dt>
      <dd className="text-lg font-semibold">{value}</dd>
    </div>
  );
}

function Shares({ label, shares }: { label: string; shares: [string, number][] }) {
  return (
    <div className="flex flex-col gap-1">
      <p className="text-xs font-semibold text-ink-muted">{label}</p>
      <p className="text-sm">{shares.map(([name, percent]) => `${name} ${percent} %`).join(' · ')}</p>
    </div>
  );
}
