import { Bookmark, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/lib/toast/notify';
import { useCreateShortlist, useShortlistMembership, useShortlists } from '../api/shortlists';
import { ShortlistNameForm } from './shortlist-name-form';

export type SaveToShortlistProps = { creatorId: string; creatorName: string; className?: string };

/**
 * 'Save' on a browse card and in the drawer (issue 33): a small menu of the brand's shortlists,
 * ticked where the creator already is (asked only once the menu opens, never for every card), and
 * "New list…" to start one with this creator on it.
 */
export function SaveToShortlist({ creatorId, creatorName, className }: SaveToShortlistProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <Popover open={isOpen} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="secondary" size="sm" className={className} aria-label={`Save ${creatorName} to a shortlist`}>
          <Bookmark aria-hidden className="size-4" />
          Save
        </Button>
      </PopoverTrigger>
      <PopoverContent label={`Shortlists for ${creatorName}`}>
        {isOpen && <ShortlistMenu creatorId={creatorId} creatorName={creatorName} />}
      </PopoverContent>
    </Popover>
  );
}

function ShortlistMenu({ creatorId, creatorName }: { creatorId: string; creatorName: string }) {
  const lists = useShortlists(creatorId);
  const membership = useShortlistMembership();
  const create = useCreateShortlist();
  const [isNaming, setNaming] = useState(false);

  // The new list, then this creator on it: two requests, as a tick after creating would be.
  const handleCreate = async (name: string) => {
    const list = await create.mutateAsync(name);
    setNaming(false);
    membership.mutate(
      { shortlistId: list.id, creatorId, isMember: true },
      { onSuccess: () => notify.success(`Saved ${creatorName} to “${list.name}”.`) },
    );
  };

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm font-semibold text-brand-900">Save to a shortlist</p>
      {lists.isPending && <Spinner className="size-5" label="Loading your shortlists" />}
      {lists.isError && <p className="text-sm text-red-800">We could not load your shortlists.</p>}
      {lists.data && lists.data.length === 0 && <p className="text-sm text-ink-muted">You have no shortlists yet.</p>}
      {lists.data && lists.data.length > 0 && (
        <ul className="flex max-h-60 flex-col gap-2 overflow-y-auto">
          {lists.data.map((list) => (
            <li key={list.id}>
              <Checkbox
                label={
                  <span className="break-words">
                    {list.name} <span className="text-ink-muted">({list.memberCount})</span>
                  </span>
                }
                checked={list.includesCreator === true}
                disabled={membership.isPending}
                onCheckedChange={(checked) => membership.mutate({ shortlistId: list.id, creatorId, isMember: checked })}
              />
            </li>
          ))}
        </ul>
      )}
      {isNaming ? (
        <ShortlistNameForm
          label="New list name"
          submitLabel="Create and save"
          isPending={create.isPending}
          onSubmit={handleCreate}
          onCancel={() => setNaming(false)}
          isStacked
        />
      ) : (
        <Button variant="ghost" size="sm" className="self-start" onClick={() => setNaming(true)}>
          <Plus aria-hidden className="size-4" />
          New list…
        </Button>
      )}
    </div>
  );
}
