import type { AdminBrand } from '@equicreators/shared';
import { Table, TableBody, TableHead, TableHeaderCell, TableRow } from '@/components/ui/table';
import { useBrands } from '../api/list-brands';
import { useListParams } from '../hooks/use-list-params';
import { BrandRow } from './brand-row';
import { SkeletonRows } from './list-states';
import { ListSearch } from './list-search';
import { PagedList } from './paged-list';

/** Every brand account: its subscription, the admin's override (comped), block or unblock. */
export function BrandsPanel() {
  const { params, setPage, setSearch } = useListParams();
  const query = useBrands(params);
  return (
    <section aria-label="Brands" className="flex flex-col gap-4">
      <ListSearch label="Search brands" placeholder="Search by company, name or e-mail" onSearch={setSearch} />
      <PagedList
        query={query}
        page={params.page}
        what="brands"
        search={params.search}
        emptyTitle="No brands yet"
        emptyDescription="Brands appear here once they sign up."
        skeleton={<BrandsTable />}
        onPageChange={setPage}
      >
        {(items) => <BrandsTable brands={items} />}
      </PagedList>
    </section>
  );
}

/** The table, or its skeleton while no brands are given. */
function BrandsTable({ brands }: { brands?: AdminBrand[] }) {
  return (
    // Stacked below 1024 px; from there the cells wrap, so the actions stay in view (issue 30).
    <Table stackBelow="lg">
      <TableHead>
        <TableRow>
          <TableHeaderCell>Company</TableHeaderCell>
          <TableHeaderCell>Name</TableHeaderCell>
          <TableHeaderCell>E-mail</TableHeaderCell>
          <TableHeaderCell>Subscription</TableHeaderCell>
          <TableHeaderCell>Payment</TableHeaderCell>
          <TableHeaderCell>Status</TableHeaderCell>
          {/* relative: keeps the hidden text inside the table's scroll box, not widening the page. */}
          <TableHeaderCell className="relative">
            <span className="sr-only">Actions</span>
          </TableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {brands ? brands.map((brand) => <BrandRow key={brand._id} brand={brand} />) : <SkeletonRows columns={7} />}
      </TableBody>
    </Table>
  );
}
