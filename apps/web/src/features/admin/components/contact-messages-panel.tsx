import type { ContactMessage } from '@equicreators/shared';
import { Skeleton } from '@/components/ui/skeleton';
import { useContactMessages } from '../api/list-contact-messages';
import { useListParams } from '../hooks/use-list-params';
import { DateText } from './date-text';
import { PagedList } from './paged-list';

/** What visitors wrote through the contact form, newest first. */
export function ContactMessagesPanel() {
  const { params, setPage } = useListParams();
  const query = useContactMessages(params.page);
  return (
    <section aria-label="Contact messages">
      <PagedList
        query={query}
        page={params.page}
        what="contact messages"
        emptyTitle="No contact messages yet"
        emptyDescription="Messages sent through the contact form appear here."
        skeleton={<MessagesSkeleton />}
        onPageChange={setPage}
      >
        {(items) => (
          <ul className="flex flex-col gap-4">
            {items.map((message) => (
              <li key={message._id}>
                <MessageCard message={message} />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}

function MessageCard({ message }: { message: ContactMessage }) {
  const name = `${message.firstName} ${message.lastName}`.trim();
  return (
    <article className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-line bg-white p-5">
      <header className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
        <div className="flex min-w-0 flex-col">
          <h3 className="text-lg wrap-break-word">{name || message.email}</h3>
          <a
            href={`mailto:${message.email}`}
            className="text-sm font-semibold break-all text-brand-700 underline-offset-4 hover:underline"
          >
            {message.email}
          </a>
        </div>
        <p className="shrink-0 text-sm text-ink-muted">
          <DateText value={message.createdAt} withTime />
        </p>
      </header>
      {/* The message as typed: its line breaks kept, long words wrapped rather than overflowing. */}
      <p className="text-sm whitespace-pre-wrap text-ink wrap-break-word">{message.message}</p>
    </article>
  );
}

function MessagesSkeleton() {
  return (
    <div className="flex flex-col gap-4">
      {Array.from({ length: 3 }, (_, index) => (
        <div key={index} className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-line bg-white p-5">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-4 w-56" />
          <Skeleton className="h-16 w-full" />
        </div>
      ))}
    </div>
  );
}
