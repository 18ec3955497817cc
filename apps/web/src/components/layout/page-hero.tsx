import type { ReactNode } from 'react';

export type PageHeroProps = { eyebrow?: string; title: string; children?: ReactNode };

/** The dark band that opens each public page, with the page's one h1. */
export function PageHero({ eyebrow, title, children }: PageHeroProps) {
  return (
    <section className="bg-brand-900 text-cream">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-16 sm:px-6 md:py-24">
        {eyebrow && <p className="text-sm font-semibold tracking-[0.25em] text-gold-400 uppercase">{eyebrow}</p>}
        <h1 className="max-w-3xl text-4xl leading-tight text-cream md:text-5xl">{title}</h1>
        {children && <div className="max-w-2xl text-lg text-brand-100">{children}</div>}
      </div>
    </section>
  );
}
