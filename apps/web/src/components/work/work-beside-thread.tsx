import type { ReactNode } from 'react';

export type WorkBesideThreadProps = {
  /** The conversation (thread, input, decision buttons). */
  children: ReactNode;
  /** The Work panel; absent: the thread takes the width. */
  work?: ReactNode;
};

/**
 * The thread and its order's Work panel (issue 22): side by side on wide screens, the panel under
 * the thread on narrower ones.
 */
export function WorkBesideThread({ children, work }: WorkBesideThreadProps) {
  if (!work) return <>{children}</>;
  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,22rem)] xl:items-start">
      <div className="min-w-0">{children}</div>
      <div className="min-w-0">{work}</div>
    </div>
  );
}
