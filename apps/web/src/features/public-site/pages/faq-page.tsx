import { ChevronDown } from 'lucide-react';
import { Accordion } from 'radix-ui';
import { PageHero } from '@/components/layout/page-hero';
import { FAQ } from '@/content/faq';
import { PAGE_META } from '@/content/page-meta';
import { usePageMeta } from '@/lib/use-page-meta';

/** Spec §2 FAQ: a hero and nine questions that open and close (an accessible accordion). */
export function FaqPage() {
  usePageMeta(PAGE_META.faq);
  return (
    <>
      <PageHero title="FAQ">
        <p>What creators and brands ask us most.</p>
      </PageHero>
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <Accordion.Root type="multiple" className="flex flex-col gap-3">
          {FAQ.map((entry, index) => (
            <Accordion.Item
              key={entry.question}
              value={`question-${index}`}
              className="overflow-hidden rounded-[var(--radius-card)] border border-line bg-white"
            >
              <Accordion.Header asChild>
                <h2 className="font-sans text-base">
                  <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-brand-900 hover:bg-brand-50">
                    {entry.question}
                    <ChevronDown
                      aria-hidden
                      className="size-5 shrink-0 transition-transform group-data-[state=open]:rotate-180"
                    />
                  </Accordion.Trigger>
                </h2>
              </Accordion.Header>
              <Accordion.Content className="px-5 pb-5 text-ink-muted">
                {entry.answer.map((paragraph) => (
                  <p key={paragraph} className="mt-2 first:mt-0">
                    {paragraph}
                  </p>
                ))}
              </Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </div>
    </>
  );
}
