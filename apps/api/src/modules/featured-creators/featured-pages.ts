import type { PageData } from '@equicreators/shared';
import type { AppContext } from '../../app-context.ts';
import type { PageRenderer } from '../../platform/http/page-renderer.ts';
import { repeatTimed, type TaskOutcome } from '../../platform/metrics/timed-passes.ts';
import { presentFeaturedCreator } from './featured-creators.presenter.ts';
import { readShownFeaturedCreators } from './featured-creators.service.ts';

/** A safety net for a change whose signal never came (a writer that raised none, a lost NOTIFY). */
const RECHECK_MS = 60_000;

/** What the pages rendered ahead show of the database now (docs/decisions/030). */
export async function readPageData(context: Pick<AppContext, 'db'>): Promise<PageData> {
  return { featuredCreators: (await readShownFeaturedCreators(context.db)).map(presentFeaturedCreator) };
}

/**
 * Keeps the home page's featured creators current in this process: on every `creators` change
 * (raised here, or by another process and carried by the live bus), and once a minute, it reads
 * them again and, when they differ from what the page shows, renders the page again. Reads never
 * overlap: a change during one runs one more. Answers a stop for the app's close.
 */
export function keepPagesCurrent(context: AppContext, pages: PageRenderer, shown: PageData): () => void {
  let shownText = JSON.stringify(shown);
  let running = false;
  let isWanted = false;
  let isStopped = false;

  const refresh = async (): Promise<TaskOutcome> => {
    if (running) {
      isWanted = true;
      return 'ok';
    }
    running = true;
    try {
      do {
        isWanted = false;
        const data = await readPageData(context);
        const text = JSON.stringify(data);
        if (text !== shownText && !isStopped) {
          await pages.refresh(data);
          shownText = text;
        }
      } while (isWanted && !isStopped);
      return 'ok';
    } catch (error) {
      context.logger.warn({ err: error }, 'featured creators: the home page could not be read again');
      return 'failed';
    } finally {
      running = false;
    }
  };

  context.changes.subscribe('creators', () => {
    if (!isStopped) void refresh();
  });
  const timer = repeatTimed('featured-pages', RECHECK_MS, context.metrics, refresh);
  return () => {
    isStopped = true;
    clearInterval(timer);
  };
}
