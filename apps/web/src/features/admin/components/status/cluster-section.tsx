import type { AdminStatus } from '@equicreators/shared';
import { FigureList } from './figure-list';
import { formatCount, formatDuration } from './format-status';
import { ProcessCard } from './process-card';

const ENGINE_NAMES = { pglite: 'PGlite (embedded)', postgres: 'PostgreSQL' } as const;

/** The database and the outbox: what every process shares. */
export function DatabaseSection({ status }: { status: AdminStatus }) {
  const { database, outbox } = status;
  return (
    <section aria-labelledby="status-database" className="flex flex-col gap-3">
      <h2 id="status-database" className="text-2xl">
        Database and e-mail
      </h2>
      <div className="rounded-[var(--radius-card)] border border-line bg-white p-5">
        <FigureList
          figures={[
            { label: 'Database', value: ENGINE_NAMES[database.engine] },
            { label: 'Answers', value: database.ok ? 'Yes' : 'No: not answering' },
            ...(outbox
              ? [
                  { label: 'E-mails waiting', value: formatCount(outbox.waiting) },
                  {
                    label: 'Oldest waiting',
                    value:
                      outbox.oldestWaitingSeconds === null
                        ? 'None waiting'
                        : formatDuration(outbox.oldestWaitingSeconds),
                  },
                ]
              : []),
          ]}
        />
      </div>
    </section>
  );
}

/** Every server process of the cluster from its heartbeat, this one first, the gone ones last. */
export function ProcessesSection({ status }: { status: AdminStatus }) {
  const { processes, database } = status;
  const alive = processes.filter((process) => process.isAlive).length;
  const count = (n: number, one: string, many: string) => `${String(n)} ${n === 1 ? one : many}`;
  return (
    <section aria-labelledby="status-processes" className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <h2 id="status-processes" className="text-2xl">
          Server processes
        </h2>
        <p className="text-ink-muted">
          {database.ok
            ? `${count(processes.length, 'process', 'processes')}, ${String(alive)} alive. A process that misses three heartbeats (45 s) is shown as gone.`
            : 'Not known while the database does not answer: the heartbeats are kept there.'}
        </p>
      </div>
      {processes.length > 0 && (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 2xl:grid-cols-3">
          {processes.map((process) => (
            <li key={process.id}>
              <ProcessCard process={process} checkedAt={status.checkedAt} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
