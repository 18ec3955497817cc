import { LEGAL_VERSION } from '@equicreators/shared';
import type { ReactNode } from 'react';
import { PageHero } from '@/components/layout/page-hero';
import type { LegalBlock, LegalDocument } from '@/content/legal-text';
import { legalVersionLabel } from '@/lib/site/legal-version';
import { useSiteConfig } from '@/lib/site/site-config';

// `[words](/path)` or `{supportEmail}`, the only markup the legal texts use (content/legal-text.ts).
const MARKUP = /\[([^\]]+)\]\((\/[^)\s]*)\)|\{supportEmail\}/g;
const LINK_CLASSES = 'font-semibold text-brand-700 underline underline-offset-2';

/**
 * The Terms or the Privacy notice: the version date, a list of the sections, then each section.
 * Markup only, as every public reading page (decision 012): its links are plain links.
 */
export function LegalDocumentView({ text }: { text: LegalDocument }) {
  const supportEmail = useSiteConfig()?.supportEmail ?? null;
  const render = (text: string) => renderMarkup(text, supportEmail);
  return (
    <>
      <PageHero eyebrow="Legal" title={text.title}>
        <p>{text.summary}</p>
        <p className="mt-3 text-base text-brand-200">
          Version of <time dateTime={LEGAL_VERSION}>{legalVersionLabel()}</time>
        </p>
      </PageHero>
      <div className="mx-auto flex max-w-3xl flex-col gap-10 px-4 py-12 sm:px-6">
        <nav aria-label="On this page" className="rounded-[var(--radius-card)] border border-line bg-white p-5">
          <h2 className="mb-2 font-sans text-sm font-semibold tracking-wider text-ink-muted uppercase">On this page</h2>
          <ol className="flex list-decimal flex-col gap-1 pl-5 text-brand-700">
            {text.sections.map((section) => (
              <li key={section.id}>
                <a className="underline-offset-2 hover:underline" href={`#${section.id}`}>
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {text.sections.map((section, index) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="scroll-mt-24">
            <h2 id={`${section.id}-heading`} className="text-2xl md:text-3xl">
              {index + 1}. {section.title}
            </h2>
            <div className="mt-4 flex flex-col gap-4 text-ink-muted [overflow-wrap:anywhere]">
              {section.blocks.map((block, at) => (
                <Block key={at} block={block} render={render} />
              ))}
            </div>
          </section>
        ))}
      </div>
    </>
  );
}

function Block({ block, render }: { block: LegalBlock; render: (text: string) => ReactNode[] }) {
  if (typeof block === 'string') return <p>{render(block)}</p>;
  return (
    <ul className="flex list-disc flex-col gap-2 pl-5">
      {block.list.map((item) => (
        <li key={item}>{render(item)}</li>
      ))}
    </ul>
  );
}

/** The text with its links made links; the support address as a mailto link (or words, before the settings). */
function renderMarkup(text: string, supportEmail: string | null): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(MARKUP)) {
    const at = match.index;
    parts.push(text.slice(last, at));
    const [whole, words, href] = match;
    if (words && href) {
      parts.push(
        <a key={at} className={LINK_CLASSES} href={href}>
          {words}
        </a>,
      );
    } else if (supportEmail) {
      parts.push(
        <a key={at} className={LINK_CLASSES} href={`mailto:${supportEmail}`}>
          {supportEmail}
        </a>,
      );
    } else {
      parts.push('our support address');
    }
    last = at + whole.length;
  }
  parts.push(text.slice(last));
  return parts;
}
