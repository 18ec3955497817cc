import { MESSAGE_LIMITS } from '@equicreators/shared';
import { describe, expect, it } from 'vitest';
import { canSend, composerHeight, isSendKey } from './composer-rules';

describe('canSend', () => {
  const ready = { text: 'Hello', fileCount: 0, isSending: false, hasThread: true };

  it('allows text, or files without text', () => {
    expect(canSend(ready)).toBe(true);
    expect(canSend({ ...ready, text: '', fileCount: 1 })).toBe(true);
  });

  it('refuses while sending, without a selected campaign, or with blank text and no files', () => {
    expect(canSend({ ...ready, isSending: true })).toBe(false);
    expect(canSend({ ...ready, hasThread: false })).toBe(false);
    expect(canSend({ ...ready, text: '  \n ' })).toBe(false);
  });

  it('refuses text past the content limit', () => {
    expect(canSend({ ...ready, text: 'a'.repeat(MESSAGE_LIMITS.contentMaxLength) })).toBe(true);
    expect(canSend({ ...ready, text: 'a'.repeat(MESSAGE_LIMITS.contentMaxLength + 1) })).toBe(false);
  });
});

describe('isSendKey', () => {
  it('sends on Enter only, not Shift+Enter or while composing', () => {
    expect(isSendKey({ key: 'Enter', shiftKey: false, isComposing: false })).toBe(true);
    expect(isSendKey({ key: 'Enter', shiftKey: true, isComposing: false })).toBe(false);
    expect(isSendKey({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false);
    expect(isSendKey({ key: 'a', shiftKey: false, isComposing: false })).toBe(false);
  });
});

describe('composerHeight', () => {
  it('grows with the content up to the maximum rows', () => {
    expect(composerHeight(44, 24, 20, 4)).toBe(44);
    expect(composerHeight(500, 24, 20, 4)).toBe(116);
  });
});
