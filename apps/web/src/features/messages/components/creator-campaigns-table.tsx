import { ENTRY_STATUS_LABELS } from '@equicreators/shared';
import { Checkbox } from '@/components/ui/checkbox';
import { NotificationCount } from '@/components/ui/notification-count';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@/components/ui/table';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { CreatorCampaign } from '../api/list-creator-campaigns';

export type CreatorCampaignsTableProps = {
  rows: readonly CreatorCampaign[];
  selectedId: string | null;
  /** The unread count of each row's thread. */
  unreadOf: (campaignId: string) => number;
  /** Selecting a row selects it alone; selecting it again clears the selection (spec §5). */
  onSelectedChange: (campaignId: string | null) => void;
  onShowDetails: (row: CreatorCampaign) => void;
};

/** Spec §2 'Campaigns': Select, Campaign Name, Details; the brand's campaigns this creator is in. */
export function CreatorCampaignsTable({
  rows,
  selectedId,
  unreadOf,
  onSelectedChange,
  onShowDetails,
}: CreatorCampaignsTableProps) {
  return (
    <Table>
      <TableHead>
        <tr>
          <TableHeaderCell className="w-20">Select</TableHeaderCell>
          <TableHeaderCell>Campaign Name</TableHeaderCell>
          <TableHeaderCell className="w-28">Details</TableHeaderCell>
        </tr>
      </TableHead>
      <TableBody>
        {rows.map((row) => {
          const { _id, campaignTitle } = row.campaign;
          return (
            <TableRow key={_id} className={selectedId === _id ? 'bg-brand-50' : undefined}>
              <TableCell label="Select">
                <Checkbox
                  label={<span className="sr-only">Select {campaignTitle}</span>}
                  checked={selectedId === _id}
                  onCheckedChange={(checked) => onSelectedChange(checked ? _id : null)}
                />
              </TableCell>
              <TableCell label="Campaign Name">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold text-ink">{campaignTitle}</span>
                  {row.entryStatus && row.entryStatus !== 'Hired' && (
                    <Badge>{ENTRY_STATUS_LABELS[row.entryStatus]}</Badge>
                  )}
                  <NotificationCount unreadCount={unreadOf(_id)} />
                </div>
              </TableCell>
              <TableCell>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`Details of ${campaignTitle}`}
                  onClick={() => onShowDetails(row)}
                >
                  Details
                </Button>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
