import { describe, expect, it } from 'vitest';
import { needsNewAddress, sourceAfterError, sourceFor, type SignedSource } from './signed-source';

const first = '/api/messages/files/f.webp?exp=1000&sig=a';
const second = '/api/messages/files/f.webp?exp=1300&sig=b';

describe('the address a picture or video shows', () => {
  it('keeps the address it loaded with when the thread brings a fresh one', () => {
    const loaded: SignedSource = { shown: first, hasFailed: false };
    expect(sourceFor(loaded, second)).toBe(loaded);
  });

  it('moves to the fresh address once its own has failed', () => {
    const failed = sourceAfterError({ shown: first, hasFailed: false }, first);
    expect(failed).toEqual({ shown: first, hasFailed: true });
    expect(needsNewAddress({ shown: first, hasFailed: false }, first)).toBe(true);
    expect(sourceFor(failed, first)).toBe(failed);
    expect(sourceFor(failed, second)).toEqual({ shown: second, hasFailed: false });
  });

  it('takes a fresh address the thread already has without asking for another', () => {
    expect(needsNewAddress({ shown: first, hasFailed: false }, second)).toBe(false);
    expect(sourceAfterError({ shown: first, hasFailed: false }, second)).toEqual({ shown: second, hasFailed: false });
  });
});
