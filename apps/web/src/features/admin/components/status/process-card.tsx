import type { ServerProcess } from '@equicreators/shared';
import { Badge } from '@/components/ui/badge';
import { FigureList, type Figure } from './figure-list';
import { formatBytes, formatCount, formatDuration, formatMilliseconds, secondsBetween } from './format-status';

const NOT_COLLECTED = 'Not collected';

export type ProcessCardProps = { process: ServerProcess; checkedAt: string };

/**
 * One server process as its last heartbeat left it: who it is, whether it still beats, and its
 * numbers. With METRICS=off its instruments record nothing, so those figures say so, not zero.
 */
export function ProcessCard({ process, checkedAt }: ProcessCardProps) {
  const { numbers } = process;
  const name = process.instanceId ?? `${process.hostname} · pid ${String(process.pid)}`;
  const measured = (value: string) => (numbers.isCollectingMetrics ? value : NOT_COLLECTED);
  const figures: Figure[] = [
    { label: 'Version', value: process.version },
    {
      label: 'Event-loop lag p99',
      value: numbers.eventLoopLagP99Ms === null ? 'Not measured yet' : formatMilliseconds(numbers.eventLoopLagP99Ms),
    },
    { label: 'Memory', value: `${formatBytes(numbers.rssBytes)} (heap ${formatBytes(numbers.heapUsedBytes)})` },
    { label: 'Live streams', value: measured(formatCount(numbers.liveStreamsOpen)) },
    {
      label: 'Requests (5xx)',
      value: measured(`${formatCount(numbers.requestsTotal)} (${formatCount(numbers.serverErrorsTotal)})`),
    },
    {
      label: 'DB connections',
      value: measured(`${String(numbers.databaseConnectionsInUse)} in use, ${String(numbers.databaseWaiting)} waiting`),
    },
    { label: 'Worst task lag', value: measured(formatMilliseconds(numbers.worstTaskLagMs)) },
  ];
  return (
    <article
      aria-label={name}
      className="flex h-full flex-col gap-3 rounded-[var(--radius-card)] border border-line bg-white p-5"
    >
      <header className="flex flex-col gap-1">
        <h3 className="text-lg break-all">{name}</h3>
        {process.instanceId && (
          <p className="text-sm break-all text-ink-muted">
            {process.hostname} · pid {process.pid}
          </p>
        )}
      </header>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge tone={process.isAlive ? 'success' : 'danger'}>{process.isAlive ? 'Alive' : 'Gone'}</Badge>
        {process.isThisProcess && <Badge tone="brand">This process</Badge>}
        <Badge>{process.runsBackgroundTasks ? 'Runs background tasks' : 'No background tasks'}</Badge>
      </div>
      <p className="text-sm text-ink-muted">
        Last heartbeat{' '}
        <time dateTime={process.lastSeenAt}>{formatDuration(secondsBetween(process.lastSeenAt, checkedAt))} ago</time>
      </p>
      <FigureList figures={figures} />
      {!numbers.isCollectingMetrics && (
        <p className="text-sm text-ink-muted">
          This process runs with METRICS=off: its live streams, requests, connections and task lag are not collected.
        </p>
      )}
    </article>
  );
}
