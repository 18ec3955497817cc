import type { ReactNode } from 'react';
import { LegalLinks } from '@/components/layout/legal-links';
import { Logo } from '@/components/layout/logo';

export const LINK_CLASSES =
  'inline-flex h-11 items-center justify-center rounded-full border border-brand-300 px-5 text-sm font-semibold text-brand-900 hover:bg-brand-50';

/** The frame of a page an e-mailed link opens: the logo, one card and the legal links, light and public. */
export function LinkPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-8 px-4 py-12">
      <Logo />
      <div className="flex flex-col items-start gap-4 rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)] sm:p-8">
        <h1 className="text-4xl">{title}</h1>
        {children}
      </div>
      <LegalLinks />
    </div>
  );
}
