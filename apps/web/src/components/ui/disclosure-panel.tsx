import { ChevronDown } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type DisclosurePanelProps = {
  /** The panel's heading, also the name of the button that opens and closes it. */
  title: string;
  /** The heading level that fits the page's outline. */
  headingLevel?: 2 | 3;
  defaultOpen?: boolean;
  children: ReactNode;
  className?: string;
};

/**
 * A card whose body opens and closes from its heading (spec §2: the collapsible 'Campaign Details'
 * and 'Influencer Details' panels). The button inside the heading carries aria-expanded and
 * aria-controls, the pattern screen readers announce as a disclosure.
 */
export function DisclosurePanel({
  title,
  headingLevel = 2,
  defaultOpen = true,
  children,
  className,
}: DisclosurePanelProps) {
  const [isOpen, setIsOpen] = useState(defaultOpen);
  const bodyId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <section className={cn('rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-card)]', className)}>
      <Heading className="font-sans text-base">
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={bodyId}
          onClick={() => setIsOpen((open) => !open)}
          className="flex w-full items-center justify-between gap-3 rounded-[var(--radius-card)] px-5 py-4 text-left font-semibold text-brand-900 hover:bg-brand-50"
        >
          {title}
          <ChevronDown
            aria-hidden
            className={cn('size-5 shrink-0 text-brand-700 transition-transform', isOpen && 'rotate-180')}
          />
        </button>
      </Heading>
      {/* Kept in the page when closed (hidden), so aria-controls always points at something. */}
      <div id={bodyId} hidden={!isOpen} className="border-t border-line px-5 py-4">
        {children}
      </div>
    </section>
  );
}
