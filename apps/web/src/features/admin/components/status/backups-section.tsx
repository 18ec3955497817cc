import type { AdminStatus, BackupRun } from '@equicreators/shared';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { DateText } from '../date-text';
import { FigureList } from './figure-list';
import { formatBytes } from './format-status';

const STATUS_BADGES = {
  running: { tone: 'warning', label: 'Running' },
  succeeded: { tone: 'success', label: 'Succeeded' },
  failed: { tone: 'danger', label: 'Failed' },
} as const;

/** The backups' schedule (BACKUP_AT) and the last ten runs, newest first (issue 35). */
export function BackupsSection({ backups }: { backups: AdminStatus['backups'] }) {
  const { schedule, recent } = backups;
  return (
    <section aria-labelledby="status-backups" className="flex flex-col gap-3">
      <h2 id="status-backups" className="text-2xl">
        Backups
      </h2>
      {schedule ? (
        <div className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-line bg-white p-5">
          <h3 className="text-lg">Schedule</h3>
          <FigureList
            figures={[
              { label: 'Every day at', value: `${schedule.at} UTC` },
              { label: 'Kept', value: `${String(schedule.keepDaily)} daily, ${String(schedule.keepWeekly)} weekly` },
              { label: 'Destination', value: schedule.destination },
            ]}
          />
        </div>
      ) : (
        <p className="text-ink-muted">
          Backups run only with <code>npm run backup</code>: set <code>BACKUP_AT</code> to schedule them.
        </p>
      )}
      {recent === null ? null : recent.length === 0 ? (
        <EmptyState
          title="No backups yet"
          description="Each backup, by the command or on the schedule, is listed here."
        />
      ) : (
        <ul aria-label="Recent backups" className="flex flex-col gap-3">
          {recent.map((run) => (
            <li key={run.id}>
              <BackupRunCard run={run} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function BackupRunCard({ run }: { run: BackupRun }) {
  const badge = STATUS_BADGES[run.status];
  return (
    <article className="flex flex-col gap-2 rounded-[var(--radius-card)] border border-line bg-white p-4">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge tone={badge.tone}>{badge.label}</Badge>
        <span className="text-ink-muted">{run.trigger === 'schedule' ? 'On the schedule' : 'By the command'}</span>
        <span className="text-ink-muted">
          <DateText value={run.startedAt} withTime />
        </span>
        {run.byteSize !== null && <span className="font-semibold">{formatBytes(run.byteSize)}</span>}
      </div>
      {(run.destination ?? run.archiveName) && (
        <p className="text-sm break-all">
          {[run.destination, run.archiveName].filter((part) => part !== null).join(' · ')}
        </p>
      )}
      {run.error && <p className="text-sm wrap-break-word text-red-800">{run.error}</p>}
    </article>
  );
}
