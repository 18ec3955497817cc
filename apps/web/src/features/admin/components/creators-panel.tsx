import type { AdminCreator } from '@equicreators/shared';
import { Table, TableBody, TableHead, TableHeaderCell, TableRow } from '@/components/ui/table';
import { useCreators } from '../api/list-creators';
import { useFeaturedCreators } from '../api/list-featured-creators';
import { useListParams } from '../hooks/use-list-params';
import { CreatorRow } from './creator-row';
import { FeaturedCreatorsBox } from './featured-creators-box';
import { SkeletonRows } from './list-states';
import { ListSearch } from './list-search';
import { PagedList } from './paged-list';

/** Every creator account: verify them, block or unblock them, feature them on the home page. */
export function CreatorsPanel() {
  const { params, setPage, setSearch } = useListParams();
  const query = useCreators(params);
  const featured = useFeaturedCreators();
  const featuredIds = new Set(featured.data?.items.map((creator) => creator._id));
  return (
    <section aria-label="Creators" className="flex flex-col gap-4">
      <FeaturedCreatorsBox query={featured} />
      <ListSearch label="Search creators" placeholder="Search by name or e-mail" onSearch={setSearch} />
      <PagedList
        query={query}
        page={params.page}
        what="creators"
        search={params.search}
        emptyTitle="No creators yet"
        emptyDescription="Creators appear here once they accept an invitation and sign up."
        skeleton={<CreatorsTable />}
        onPageChange={setPage}
      >
        {(items) => <CreatorsTable creators={items} featuredIds={featuredIds} />}
      </PagedList>
    </section>
  );
}

/** The table, or its skeleton while no creators are given. */
function CreatorsTable({ creators, featuredIds }: { creators?: AdminCreator[]; featuredIds?: ReadonlySet<string> }) {
  return (
    // Stacked below 1024 px; from there the cells wrap, so the actions stay in view (issue 30).
    <Table stackBelow="lg">
      <TableHead>
        <TableRow>
          <TableHeaderCell>Name</TableHeaderCell>
          <TableHeaderCell>E-mail</TableHeaderCell>
          <TableHeaderCell>Followers</TableHeaderCell>
          <TableHeaderCell>Joined</TableHeaderCell>
          <TableHeaderCell>Verified</TableHeaderCell>
          <TableHeaderCell>Club</TableHeaderCell>
          <TableHeaderCell>Status</TableHeaderCell>
          {/* relative: keeps the hidden text inside the table's scroll box, not widening the page. */}
          <TableHeaderCell className="relative">
            <span className="sr-only">Actions</span>
          </TableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {creators ? (
          creators.map((creator) => (
            <CreatorRow key={creator._id} creator={creator} isFeatured={featuredIds?.has(creator._id) ?? false} />
          ))
        ) : (
          <SkeletonRows columns={8} />
        )}
      </TableBody>
    </Table>
  );
}
