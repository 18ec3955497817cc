import { cn } from '@/lib/cn';

export type PostLinkProps = { href: string; className?: string };

/**
 * The link to a creator's published post (a work submission), shown whole: it opens in a new tab,
 * without handing the other site this page (noopener, noreferrer), and long addresses wrap.
 */
export function PostLink({ href, className }: PostLinkProps) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={cn('break-all underline underline-offset-2', className)}
    >
      {href}
    </a>
  );
}
