import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { EXPORT_LAYOUT, exportReadme } from './export-layout.ts';

const DOCUMENT = new URL('../../../../../docs/data-export.md', import.meta.url);

/** The table rows of a Markdown document as [first cell, second cell], backticks of the first removed. */
function tableRows(markdown: string): [string, string][] {
  return markdown
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const [path = '', what = ''] = line.split(' | ').map((cell) => cell.replace(/^\|/, '').replace(/\|$/, '').trim());
      return [path.replaceAll('`', ''), what];
    });
}

describe('the export layout, one source for README.txt and docs/data-export.md', () => {
  it('is the table of docs/data-export.md, entry for entry and word for word', async () => {
    expect(tableRows(await readFile(DOCUMENT, 'utf8'))).toEqual(EXPORT_LAYOUT.map(([path, what]) => [path, what]));
  });

  it('is listed in README.txt', () => {
    const readme = exportReadme();
    for (const [path, what] of EXPORT_LAYOUT) expect(readme).toContain(`- ${path}: ${what}`);
  });
});
