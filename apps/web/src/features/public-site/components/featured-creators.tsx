import { avatarInitials, countryName, disciplineLabel, type FeaturedCreator } from '@equicreators/shared';
import { ContentSection } from '@/components/layout/content-section';
import { HOME } from '@/content/home';

export type FeaturedCreatorsProps = { creators: readonly FeaturedCreator[] };

/**
 * The home page's featured creators (DECISIONS: featured creators are real): chosen by an admin,
 * read by the server when it renders the page. Nothing at all without any.
 */
export function FeaturedCreators({ creators }: FeaturedCreatorsProps) {
  if (creators.length === 0) return null;
  return (
    <ContentSection title={HOME.featured.title} id="featured-creators">
      <p className="max-w-2xl text-lg text-ink-muted">{HOME.featured.text}</p>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {creators.map((creator) => (
          <li key={creator._id}>
            <FeaturedCreatorCard creator={creator} />
          </li>
        ))}
      </ul>
    </ContentSection>
  );
}

function FeaturedCreatorCard({ creator }: { creator: FeaturedCreator }) {
  const name = `${creator.firstName} ${creator.lastName}`.trim();
  const headingId = `featured-${creator._id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col items-center gap-3 rounded-[var(--radius-card)] border border-line bg-white p-6 text-center"
    >
      {creator.thumbnail ? (
        <img
          src={creator.thumbnail}
          alt=""
          width={96}
          height={96}
          loading="lazy"
          className="size-24 rounded-full object-cover"
        />
      ) : (
        <span
          aria-hidden
          className="inline-flex size-24 items-center justify-center rounded-full bg-brand-800 font-display text-2xl text-cream"
        >
          {avatarInitials(name) || '?'}
        </span>
      )}
      <h3 id={headingId} className="text-xl break-words">
        {name}
      </h3>
      {creator.disciplines.length > 0 && (
        <p className="text-sm text-ink-muted">{creator.disciplines.map(disciplineLabel).join(' · ')}</p>
      )}
      {creator.country && <p className="text-sm font-semibold text-ink">{countryName(creator.country)}</p>}
      <a
        href={`/c/${encodeURIComponent(creator.handle)}`}
        className="mt-auto font-semibold text-brand-700 underline underline-offset-4"
        aria-describedby={headingId}
      >
        {HOME.featured.mediaKit}
      </a>
    </article>
  );
}
