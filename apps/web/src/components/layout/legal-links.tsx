/**
 * The Terms and Privacy links under a page without the site footer (sign-in, sign-up and the pages
 * an e-mailed link opens). Plain anchors and no imports: these pages' scripts are kept small.
 */
export function LegalLinks({ className = 'text-center text-xs text-ink-muted' }: { className?: string }) {
  return (
    <p className={className}>
      <a href="/terms" className="underline-offset-4 hover:underline">
        Terms
      </a>
      {' · '}
      <a href="/privacy" className="underline-offset-4 hover:underline">
        Privacy
      </a>
    </p>
  );
}
