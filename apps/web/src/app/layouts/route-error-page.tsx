import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';

/**
 * Shown when a screen fails to load or render. After a new release an old tab may ask for a
 * script that no longer exists; reloading fetches the new one.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const isMissingChunk =
    error instanceof Error && /dynamically imported module|Importing a module script failed/i.test(error.message);
  const title = isRouteErrorResponse(error) && error.status === 404 ? 'Page not found' : 'Something went wrong';
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-4xl">{title}</h1>
      <p className="text-ink-muted">
        {isMissingChunk
          ? 'A new version of EquiCreators is available. Reload the page to continue.'
          : 'Please reload the page. If it keeps happening, come back in a few minutes.'}
      </p>
      <div className="flex gap-3">
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <Button asChild variant="secondary">
          <a href="/">Home</a>
        </Button>
      </div>
    </main>
  );
}
