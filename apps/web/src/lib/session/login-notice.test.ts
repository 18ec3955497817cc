import { describe, expect, it } from 'vitest';
import { withDeletionCancelledNotice } from './login-notice';

describe('the notice a login that cancelled a deletion adds to its landing page', () => {
  it('adds the notice to a plain area path', () => {
    expect(withDeletionCancelledNotice('/contentCreator')).toBe('/contentCreator?notice=deletion-cancelled');
  });

  it('keeps the query and hash of a return path', () => {
    expect(withDeletionCancelledNotice('/orders/42?tab=work#files')).toBe(
      '/orders/42?tab=work&notice=deletion-cancelled#files',
    );
  });
});
