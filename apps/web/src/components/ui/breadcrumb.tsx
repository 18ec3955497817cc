import { ChevronRight } from 'lucide-react';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

/** One step of the trail; the last one is the current page and has no link. */
export type BreadcrumbItem = { label: string; to?: string };

export type BreadcrumbProps = { items: readonly BreadcrumbItem[]; className?: string };

/** Where the page sits (spec §2 breadcrumbs): links back, the current page marked for screen readers. */
export function Breadcrumb({ items, className }: BreadcrumbProps) {
  return (
    <nav aria-label="Breadcrumb" className={cn('text-sm', className)}>
      <ol className="flex flex-wrap items-center gap-1.5 text-ink-muted">
        {items.map((item, index) => {
          const isCurrent = index === items.length - 1;
          return (
            <Fragment key={`${index}-${item.label}`}>
              {index > 0 && (
                <li aria-hidden className="flex items-center">
                  <ChevronRight className="size-4" />
                </li>
              )}
              <li>
                {item.to && !isCurrent ? (
                  <Link
                    to={item.to}
                    className="rounded font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500"
                  >
                    {item.label}
                  </Link>
                ) : (
                  <span aria-current={isCurrent ? 'page' : undefined} className={cn(isCurrent && 'text-ink')}>
                    {item.label}
                  </span>
                )}
              </li>
            </Fragment>
          );
        })}
      </ol>
    </nav>
  );
}
