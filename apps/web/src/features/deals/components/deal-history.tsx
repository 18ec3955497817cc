import type { DealVersion, DealVersionStatus } from '@equicreators/shared';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { DealTerms } from './deal-terms';
import { formatDay } from './format-day';

const STATUS: Record<DealVersionStatus, { label: string; tone: 'neutral' | 'brand' | 'success' | 'warning' }> = {
  proposed: { label: 'Waiting', tone: 'brand' },
  accepted: { label: 'Accepted', tone: 'success' },
  declined: { label: 'Declined', tone: 'warning' },
  withdrawn: { label: 'Withdrawn', tone: 'neutral' },
};

const AUTHORS = { hire: 'At hire', brand: 'Proposed by the brand', contentCreator: 'Proposed by the creator' } as const;

export type DealHistoryProps = { history: DealVersion[] };

/** Every version of the deal, newest first, behind a button: who proposed what, and how it ended. */
export function DealHistory({ history }: DealHistoryProps) {
  const [isOpen, setIsOpen] = useState(false);
  const bodyId = useId();
  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={bodyId}
        onClick={() => setIsOpen((open) => !open)}
        className="flex items-center gap-1 self-start text-sm font-semibold text-brand-800 hover:underline"
      >
        History ({history.length})
        <ChevronDown aria-hidden className={cn('size-4 transition-transform', isOpen && 'rotate-180')} />
      </button>
      <ol id={bodyId} hidden={!isOpen} className="flex flex-col gap-2" aria-label="Deal history">
        {history.map((version) => (
          <li key={version._id} className="flex flex-col gap-2 rounded-lg border border-line bg-white p-3">
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <span className="font-semibold text-ink">Version {version.version}</span>
              <Badge tone={STATUS[version.status].tone}>{STATUS[version.status].label}</Badge>
              <span className="text-ink-muted">
                {AUTHORS[version.proposedBy]}, {formatDay(version.createdAt)}
                {version.decidedAt && version.proposedBy !== 'hire' && ` · answered ${formatDay(version.decidedAt)}`}
              </span>
            </div>
            {version.note && <p className="text-sm break-words whitespace-pre-wrap text-ink">{version.note}</p>}
            <DealTerms terms={version.terms} />
          </li>
        ))}
      </ol>
    </div>
  );
}
