import { HOME } from '@/content/home';

/** Spec §2: four sample creators; every card leads to the creator browse at /brands. */
export function FeaturedCreators() {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {HOME.featured.map((creator) => (
        <li key={creator.id}>
          <a
            href="/brands"
            className="group block overflow-hidden rounded-[var(--radius-card)] border border-line bg-white shadow-[var(--shadow-card)] transition-transform hover:-translate-y-1"
          >
            <img
              src={creator.image}
              alt=""
              width={400}
              height={500}
              loading="lazy"
              decoding="async"
              className="aspect-[4/5] w-full object-cover"
            />
            <span className="flex items-center justify-between gap-3 p-4">
              <span className="flex flex-col">
                <span className="font-display text-lg text-brand-900 group-hover:underline">{creator.name}</span>
                <span className="text-sm text-ink-muted">{creator.media}</span>
              </span>
              <span className="rounded-full bg-saddle-100 px-3 py-1 text-sm font-bold text-saddle-700">
                {creator.price}
                <span className="sr-only"> followers</span>
              </span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
