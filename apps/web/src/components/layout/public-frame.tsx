import type { ReactNode, Ref } from 'react';
import { Footer } from './footer';
import { Navbar } from './navbar';

export type PublicFrameProps = {
  /** The page shown (its navigation entry is marked current). */
  currentPath: string;
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
};

/** Public pages: a skip link, the navigation bar, the page, the footer. */
export function PublicFrame({ currentPath, children, ref }: PublicFrameProps) {
  return (
    <div ref={ref} className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-full focus:bg-brand-800 focus:px-4 focus:py-2 focus:text-cream"
      >
        Skip to content
      </a>
      <Navbar currentPath={currentPath} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <Footer />
    </div>
  );
}
