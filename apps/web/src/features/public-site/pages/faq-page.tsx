import { ChevronDown } from 'lucide-react';
import { PageHero } from '@/components/layout/page-hero';
import { faqOf } from '@/content/faq';
import { PAGE_META } from '@/content/page-meta';
import { useSiteConfig } from '@/lib/site/site-config';
import { usePageMeta } from '@/lib/site/use-page-meta';

/**
 * Spec §2 FAQ: a hero and nine questions that open and close. Native disclosure widgets
 * (`details`/`summary`): keyboard and screen readers work with them out of the box, and they open
 * before any script has loaded.
 */
export function FaqPage() {
  usePageMeta(PAGE_META.faq);
  // The payment answer names the configured fees; the server renders the page with them.
  const entries = faqOf(useSiteConfig()?.paymentTerms ?? null);
  return (
    <>
      <PageHero title="FAQ">
        <p>What creators and brands ask us most.</p>
      </PageHero>
      <div className="mx-auto flex max-w-3xl flex-col gap-3 px-4 py-16 sm:px-6">
        {entries.map((entry) => (
          <details
            key={entry.question}
            className="group overflow-hidden rounded-[var(--radius-card)] border border-line bg-white"
          >
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-brand-900 hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
              <h2 className="font-sans text-base">{entry.question}</h2>
              <ChevronDown aria-hidden className="size-5 shrink-0 transition-transform group-open:rotate-180" />
            </summary>
            <div className="px-5 pb-5 text-ink-muted">
              {entry.answer.map((paragraph) => (
                <p key={paragraph} className="mt-2 first:mt-0">
                  {paragraph}
                </p>
              ))}
            </div>
          </details>
        ))}
      </div>
    </>
  );
}
