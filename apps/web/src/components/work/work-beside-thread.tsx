import type { ReactNode } from 'react';

export type WorkBesideThreadProps = {
  /** The conversation (thread and input). */
  children: ReactNode;
  /** The Work panel; absent: the thread takes the width. */
  work?: ReactNode;
  /**
   * The panel comes first on narrower screens, where the two stack (the brand, who comes to review
   * the work, issue 30); on wide ones it stays on the right.
   */
  isWorkFirst?: boolean;
};

/**
 * The thread and its order's Work panel (issue 22): side by side on wide screens, stacked on
 * narrower ones (the panel under the thread, or above it with isWorkFirst).
 */
export function WorkBesideThread({ children, work, isWorkFirst = false }: WorkBesideThreadProps) {
  if (!work) return <>{children}</>;
  const thread = (
    <div key="thread" className="min-w-0 xl:col-start-1 xl:row-start-1">
      {children}
    </div>
  );
  const panel = (
    <div key="work" className="min-w-0 xl:col-start-2 xl:row-start-1">
      {work}
    </div>
  );
  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,22rem)] xl:items-start">
      {isWorkFirst ? [panel, thread] : [thread, panel]}
    </div>
  );
}
