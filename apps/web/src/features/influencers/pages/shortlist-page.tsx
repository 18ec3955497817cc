import { ArrowLeft, Pencil, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmActionDialog } from '@/components/ui/confirm-action-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailure } from '@/components/ui/error-alert';
import { NotFoundSection } from '@/components/ui/not-found-section';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/http/api-client';
import { notify } from '@/lib/toast/notify';
import { usePageMeta } from '@/lib/site/use-page-meta';
import {
  SHORTLIST_PAGE_SIZE,
  useDeleteShortlist,
  useRenameShortlist,
  useShortlist,
  useShortlistMembers,
  useShortlistMembership,
} from '../api/shortlists';
import { InfluencerCard } from '../components/influencer-card';
import { InfluencerStatisticsDrawer } from '../components/influencer-statistics-drawer';
import { InviteShortlistPanel } from '../components/invite-shortlist-panel';
import { ShortlistNameForm } from '../components/shortlist-name-form';
import { fullName, type InfluencerDisplay } from '../influencer-display';

/** /shortlists/:id (issue 33): one list's creators as cards, rename, delete, and invite all of it. */
export function ShortlistPage() {
  const { id = '' } = useParams();
  const shortlist = useShortlist(id);
  usePageMeta({ title: shortlist.data?.name ?? 'Shortlist' });
  const [page, setPage] = useState(1);
  const members = useShortlistMembers(id, page);
  const membership = useShortlistMembership();
  const rename = useRenameShortlist();
  const remove = useDeleteShortlist();
  const navigate = useNavigate();
  const [isRenaming, setRenaming] = useState(false);
  const [isDeleting, setDeleting] = useState(false);
  const [selected, setSelected] = useState<InfluencerDisplay | null>(null);

  if (shortlist.error instanceof ApiError && shortlist.error.status === 404) {
    return (
      <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6">
        <NotFoundSection
          id="shortlist-missing"
          title="This shortlist does not exist"
          description="It may have been deleted."
          back={{ to: '/shortlists', label: 'Back to your shortlists' }}
        />
      </div>
    );
  }
  const list = shortlist.data;
  const memberIds = members.data?.items.map((member) => member._id) ?? [];

  const handleDelete = () =>
    remove.mutate(id, {
      onSuccess: () => {
        notify.success(`Deleted “${list?.name ?? 'the list'}”.`);
        void navigate('/shortlists');
      },
      onSettled: () => setDeleting(false),
    });

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-10 sm:px-6">
      <Link to="/shortlists" className="inline-flex items-center gap-1 self-start text-sm font-semibold text-brand-800">
        <ArrowLeft aria-hidden className="size-4" /> All shortlists
      </Link>
      {!list ? (
        shortlist.isError ? (
          <LoadFailure
            title="We could not load this shortlist."
            error={shortlist.error}
            onRetry={() => void shortlist.refetch()}
          />
        ) : (
          <Skeleton className="h-10 w-64" />
        )
      ) : (
        <div className="flex flex-col gap-3">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div className="flex min-w-0 flex-col gap-1">
              <h1 className="text-4xl break-words">{list.name}</h1>
              <p className="text-ink-muted">{list.memberCount === 1 ? '1 creator' : `${list.memberCount} creators`}</p>
            </div>
            <div className="flex gap-2">
              <Button variant="secondary" size="sm" onClick={() => setRenaming(true)}>
                <Pencil aria-hidden className="size-4" /> Rename
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setDeleting(true)}>
                <Trash2 aria-hidden className="size-4" /> Delete
              </Button>
            </div>
          </div>
          {isRenaming && (
            <ShortlistNameForm
              label="New name"
              submitLabel="Save name"
              initialName={list.name}
              isPending={rename.isPending}
              onSubmit={(name) => rename.mutateAsync({ id, name }).then(() => setRenaming(false))}
              onCancel={() => setRenaming(false)}
            />
          )}
          {list.memberCount > 0 && <InviteShortlistPanel shortlistId={id} memberIds={memberIds} />}
        </div>
      )}

      {members.isError && !members.data ? (
        <LoadFailure
          title="We could not load the creators."
          error={members.error}
          onRetry={() => void members.refetch()}
        />
      ) : !members.data ? (
        <Skeleton className="h-64 w-full" />
      ) : members.data.total === 0 ? (
        <EmptyState
          title="No creators on this list yet"
          description="Save creators to it from Find creators with “Save”."
          action={
            <Button asChild variant="secondary" size="sm">
              <Link to="/brands">Find creators</Link>
            </Button>
          }
        />
      ) : (
        <>
          <ul
            aria-label={`Creators on ${list?.name ?? 'this list'}`}
            className="grid gap-6 md:grid-cols-2 xl:grid-cols-3"
          >
            {members.data.items.map((influencer) => (
              <li key={influencer._id} className="min-w-0">
                <InfluencerCard
                  influencer={influencer}
                  headingLevel={2}
                  onOpenStatistics={setSelected}
                  actions={
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={membership.isPending}
                      onClick={() => membership.mutate({ shortlistId: id, creatorId: influencer._id, isMember: false })}
                    >
                      <X aria-hidden className="size-4" />
                      Remove<span className="sr-only">{` ${fullName(influencer)} from the list`}</span>
                    </Button>
                  }
                />
              </li>
            ))}
          </ul>
          {members.data.total > SHORTLIST_PAGE_SIZE && (
            <Pagination
              page={page}
              pageSize={SHORTLIST_PAGE_SIZE}
              total={members.data.total}
              onPageChange={setPage}
              label="Pages of creators"
            />
          )}
        </>
      )}

      <InfluencerStatisticsDrawer
        influencer={selected}
        open={selected !== null}
        onOpenChange={(open) => !open && setSelected(null)}
      />
      <ConfirmActionDialog
        open={isDeleting}
        onOpenChange={setDeleting}
        title="Delete this shortlist?"
        description={`“${list?.name ?? ''}” goes, with its list of creators. The creators themselves and their invitations are not touched.`}
        confirmLabel="Delete list"
        isDangerous
        isPending={remove.isPending}
        onConfirm={handleDelete}
      />
    </div>
  );
}
