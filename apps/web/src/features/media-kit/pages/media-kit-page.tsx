import { loginPathFor, mediaKitPath, type MediaKitPageView } from '@equicreators/shared';
import { LockKeyhole, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { MediaKitView } from '../components/media-kit-view';
import { KIT_ATTRIBUTE, KIT_GATE_ATTRIBUTE } from '../kit-attributes';

/**
 * /c/{handle}, rendered by the server on each request: the kit, the prompt to log in as a brand,
 * or the one "not found" for a hidden kit and an unknown address alike.
 */
export function MediaKitPage({ view }: { view: MediaKitPageView }) {
  if (view.kind === 'kit')
    return (
      <div {...{ [KIT_ATTRIBUTE]: '' }}>
        <MediaKitView kit={view.kit} />
      </div>
    );
  if (view.kind === 'brands-only') {
    const login = loginPathFor(mediaKitPath(view.handle));
    return (
      <div {...{ [KIT_GATE_ATTRIBUTE]: view.handle }}>
        <Notice icon={<LockKeyhole aria-hidden className="size-10 text-brand-300" />} title="For brands">
          <p className="max-w-md text-ink-muted">
            This creator shows their media kit to brands logged in to EquiCreators.
          </p>
          <Button asChild size="sm" className="mt-2">
            <a href={login} data-login-as="brand">
              Log in as a brand
            </a>
          </Button>
        </Notice>
      </div>
    );
  }
  return (
    <Notice icon={<SearchX aria-hidden className="size-10 text-brand-300" />} title="Page not found">
      <p className="max-w-md text-ink-muted">There is no media kit at this address.</p>
      <Button asChild variant="secondary" size="sm" className="mt-2">
        <a href="/">Go to the home page</a>
      </Button>
    </Notice>
  );
}

function Notice({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-16 sm:px-6">
      <section
        aria-labelledby="media-kit-notice"
        className="flex flex-col items-center gap-3 rounded-[var(--radius-card)] border border-dashed border-line px-6 py-16 text-center"
      >
        {icon}
        <h1 id="media-kit-notice" className="text-3xl">
          {title}
        </h1>
        {children}
      </section>
    </div>
  );
}
