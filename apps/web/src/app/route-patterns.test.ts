import { OTHER_PAGE, PAGE_PATTERNS, pagePatternOf, SERVER_PAGE_PATTERNS } from '@equicreators/shared';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './router';

/** Every path of the route table, as `/orders/:id`, from nested relative paths. */
function routePatternsOf(table: RouteObject[], parent = ''): string[] {
  return table.flatMap((route) => {
    const path = route.path === undefined ? parent : joinPath(parent, route.path);
    const own = route.path !== undefined || route.index ? [path] : [];
    return [...own, ...routePatternsOf(route.children ?? [], path)];
  });
}

function joinPath(parent: string, path: string): string {
  if (path.startsWith('/')) return path;
  return `${parent.endsWith('/') ? parent : `${parent}/`}${path}`;
}

describe('the page patterns the web vitals are reported under', () => {
  const tablePatterns = [...new Set(routePatternsOf(routes))].filter((pattern) => !pattern.endsWith('*'));

  it('list every route of the route table and the pages the server renders per request, and nothing else', () => {
    const listed = PAGE_PATTERNS.filter((pattern) => pattern !== OTHER_PAGE);
    expect([...tablePatterns, ...SERVER_PAGE_PATTERNS].sort()).toEqual([...listed].sort());
  });

  it('map each route to itself', () => {
    for (const pattern of tablePatterns) expect(pagePatternOf(pattern.replaceAll(':id', 'abc123'))).toBe(pattern);
  });
});
