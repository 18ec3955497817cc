import type { Invitation } from '@equicreators/shared';
import { Table, TableBody, TableHead, TableHeaderCell, TableRow } from '@/components/ui/table';
import { useInvitations } from '../api/list-invitations';
import { useListParams } from '../hooks/use-list-params';
import { InvitationRow } from './invitation-row';
import { InviteForm } from './invite-form';
import { SkeletonRows } from './list-states';
import { ListSearch } from './list-search';
import { PagedList } from './paged-list';

/** Invite creators, and follow, send again or withdraw the invitations. */
export function InvitationsPanel() {
  const { params, setPage, setSearch } = useListParams();
  const query = useInvitations(params);
  return (
    <div className="flex flex-col gap-8">
      <InviteForm />
      <section aria-labelledby="invitations-heading" className="flex flex-col gap-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <h2 id="invitations-heading" className="text-2xl">
            Invitations
          </h2>
          <ListSearch label="Search invitations" placeholder="Search by e-mail" onSearch={setSearch} />
        </div>
        <PagedList
          query={query}
          page={params.page}
          what="invitations"
          search={params.search}
          emptyTitle="No invitations yet"
          emptyDescription="Invite a creator with the form above."
          skeleton={<InvitationsTable />}
          onPageChange={setPage}
        >
          {(items) => <InvitationsTable invitations={items} />}
        </PagedList>
      </section>
    </div>
  );
}

/** The table, or its skeleton while no invitations are given. */
function InvitationsTable({ invitations }: { invitations?: Invitation[] }) {
  return (
    // Stacked below 1024 px; from there the cells wrap, so the actions stay in view (issue 30).
    <Table stackBelow="lg">
      <TableHead>
        <TableRow>
          <TableHeaderCell>E-mail</TableHeaderCell>
          <TableHeaderCell>State</TableHeaderCell>
          <TableHeaderCell>Invited</TableHeaderCell>
          <TableHeaderCell>Last sent</TableHeaderCell>
          {/* relative: keeps the hidden text inside the table's scroll box, not widening the page. */}
          <TableHeaderCell className="relative">
            <span className="sr-only">Actions</span>
          </TableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {invitations ? (
          invitations.map((invitation) => <InvitationRow key={invitation._id} invitation={invitation} />)
        ) : (
          <SkeletonRows columns={5} />
        )}
      </TableBody>
    </Table>
  );
}
