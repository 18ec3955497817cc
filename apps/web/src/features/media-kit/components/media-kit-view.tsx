import {
  avatarInitials,
  countryName,
  disciplineLabel,
  formatMoney,
  languageName,
  regionName,
  riderLevelLabel,
  type MediaKit,
} from '@equicreators/shared';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { RatingSummaryText } from '@/components/ratings/rating-summary';
import { PlatformFigures } from './platform-figures';
import { PortfolioList } from './portfolio-list';

export type MediaKitViewProps = { kit: MediaKit };

/**
 * A creator's media kit (issue 33): who they are, their horses and places, each platform's
 * figures with the date they were true, their packages, ratings and the work both parties agreed
 * to show. Pure markup: the server renders it at /c/{handle} and the creator's preview in the app.
 */
export function MediaKitView({ kit }: MediaKitViewProps) {
  const name = `${kit.firstName} ${kit.lastName}`.trim();
  const { facets } = kit;
  const place = [facets.region ? regionName(facets.region) : null, facets.country ? countryName(facets.country) : null]
    .filter(Boolean)
    .join(', ');
  const horses = horsesText(facets.horseCount, facets.breeds);

  return (
    <article
      aria-labelledby="media-kit-name"
      className="mx-auto flex w-full max-w-5xl flex-col gap-10 px-4 py-10 sm:px-6"
    >
      <header className="flex flex-col items-start gap-5 sm:flex-row">
        {kit.photo ? (
          <img
            src={kit.photo}
            alt={name}
            width={128}
            height={128}
            className="size-28 shrink-0 rounded-full bg-brand-800 object-cover sm:size-32"
          />
        ) : (
          <span
            aria-hidden
            className="flex size-28 shrink-0 items-center justify-center rounded-full bg-brand-800 font-display text-3xl text-cream sm:size-32"
          >
            {avatarInitials(name) || '?'}
          </span>
        )}
        <div className="flex min-w-0 flex-col gap-2">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Media kit</p>
          <h1 id="media-kit-name" className="text-4xl break-words">
            {name}
          </h1>
          <div className="flex flex-wrap items-center gap-2 text-ink-muted">
            {kit.verified && <Badge tone="success">Verified</Badge>}
            {facets.level && <span>{riderLevelLabel(facets.level)}</span>}
            {place && <span>{place}</span>}
          </div>
          <RatingSummaryText summary={kit.rating} label="Brands' rating" />
        </div>
      </header>

      {(kit.bio || kit.description) && (
        <div className="flex max-w-3xl flex-col gap-3 text-lg">
          {kit.bio && <p>{kit.bio}</p>}
          {kit.description && <p className="text-ink-muted">{kit.description}</p>}
        </div>
      )}

      {(facets.disciplines.length > 0 || horses || facets.languages.length > 0) && (
        <KitSection title="Riding">
          <dl className="grid gap-4 sm:grid-cols-3">
            {facets.disciplines.length > 0 && (
              <Fact term="Disciplines">
                <ul className="flex flex-wrap gap-1.5">
                  {facets.disciplines.map((discipline) => (
                    <li key={discipline}>
                      <Badge tone="brand">{disciplineLabel(discipline)}</Badge>
                    </li>
                  ))}
                </ul>
              </Fact>
            )}
            {horses && <Fact term="Horses">{horses}</Fact>}
            {facets.languages.length > 0 && (
              <Fact term="Languages">{facets.languages.map(languageName).join(', ')}</Fact>
            )}
          </dl>
        </KitSection>
      )}

      {facets.platforms.length > 0 && (
        <KitSection title="Audience and figures">
          <PlatformFigures platforms={facets.platforms} />
          <p className="text-sm text-ink-muted">Figures are given by the creator, each as of the date shown.</p>
        </KitSection>
      )}

      {kit.packages.length > 0 && (
        <KitSection title="Rates and packages">
          <ul className="grid gap-4 sm:grid-cols-2">
            {kit.packages.map((item) => (
              <li
                key={item.id}
                className="flex flex-col gap-2 rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)]"
              >
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h3 className="text-xl break-words">{item.title}</h3>
                  <p className="font-semibold text-brand-800">{formatMoney(item.priceMinor, item.currency)}</p>
                </div>
                {item.description && <p className="text-ink-muted break-words">{item.description}</p>}
              </li>
            ))}
          </ul>
        </KitSection>
      )}

      {kit.portfolio.length > 0 && (
        <KitSection title="Past work">
          <PortfolioList items={kit.portfolio} />
        </KitSection>
      )}
    </article>
  );
}

function horsesText(count: number | null, breeds: readonly string[]): string | null {
  const counted = count === null ? null : `${count} ${count === 1 ? 'horse' : 'horses'}`;
  const parts = [counted, breeds.length > 0 ? breeds.join(', ') : null].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}

function KitSection({ title, children }: { title: string; children: ReactNode }) {
  const id = `kit-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-sm font-semibold text-ink-muted">{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
