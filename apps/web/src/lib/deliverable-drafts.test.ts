import { describe, expect, it } from 'vitest';
import { draftsFrom, inputsFrom, rowIssues } from './deliverable-drafts';

describe('deliverable drafts', () => {
  it('shows stored deliverables as rows and sends them back as the API takes them', () => {
    const drafts = draftsFrom(
      [
        { id: '7d7c6a8e-2f55-4a3c-9a43-0d8d1b1f2c10', title: 'Reel', quantity: 2, dueAt: '2026-12-01T22:59:59.000Z' },
        { title: 'Stories', quantity: null, dueAt: null },
      ],
      'Europe/Paris',
    );
    expect(drafts.map(({ title, quantity, dueDay }) => ({ title, quantity, dueDay }))).toEqual([
      { title: 'Reel', quantity: '2', dueDay: '2026-12-01' },
      { title: 'Stories', quantity: '', dueDay: '' },
    ]);
    expect(inputsFrom(drafts, 'Europe/Paris')).toEqual([
      { id: '7d7c6a8e-2f55-4a3c-9a43-0d8d1b1f2c10', title: 'Reel', quantity: 2, dueAt: '2026-12-01T23:59:59+01:00' },
      { title: 'Stories', quantity: null, dueAt: null },
    ]);
  });

  it('keys rows by position when given a prefix, so a derived list keeps its rows', () => {
    const items = [{ title: 'Reel', quantity: null, dueAt: null }];
    expect(draftsFrom(items, 'UTC', 'plan')[0]?.key).toBe(draftsFrom(items, 'UTC', 'plan')[0]?.key);
  });

  it('places the server issues of a list on its rows, and those about the list itself apart', () => {
    const issues = [
      { field: 'deliverables.1.title', message: 'Enter what is to be delivered' },
      { field: 'deliverables', message: 'Add at least one deliverable' },
      { field: 'comment', message: 'Not ours' },
    ];
    expect(rowIssues(issues, 'deliverables')).toEqual({
      '1.title': 'Enter what is to be delivered',
      '': 'Add at least one deliverable',
    });
  });
});
