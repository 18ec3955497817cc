import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isShownTo, parseVisitorKind, SIGNED_IN_KINDS, visitorKindOf } from './visitor-kind';

describe('visitorKindOf', () => {
  it('calls a visitor without a token a guest, whatever type is stored', () => {
    expect(visitorKindOf({ token: null, type: 'brand' })).toBe('guest');
    expect(visitorKindOf({ token: '', type: 'admin' })).toBe('guest');
  });

  it('names a logged-in visitor by their type, and an unknown type unknown', () => {
    expect(visitorKindOf({ token: 'a.b.c', type: 'brand' })).toBe('brand');
    expect(visitorKindOf({ token: 'a.b.c', type: 'contentCreator' })).toBe('contentCreator');
    expect(visitorKindOf({ token: 'a.b.c', type: 'admin' })).toBe('admin');
    expect(visitorKindOf({ token: 'a.b.c', type: null })).toBe('unknown');
    expect(visitorKindOf({ token: 'a.b.c', type: 'superuser' })).toBe('unknown');
  });
});

describe('parseVisitorKind', () => {
  it('reads back a kind, and anything else as a guest', () => {
    expect(parseVisitorKind('admin')).toBe('admin');
    expect(parseVisitorKind('unknown')).toBe('unknown');
    expect(parseVisitorKind(null)).toBe('guest');
    expect(parseVisitorKind('Brand')).toBe('guest');
  });
});

describe('isShownTo', () => {
  it('shows an element to the visitors its list names, and to no one else', () => {
    expect(isShownTo('guest', 'guest')).toBe(true);
    expect(isShownTo('guest', 'brand')).toBe(false);
    expect(isShownTo(SIGNED_IN_KINDS.join(' '), 'admin')).toBe(true);
    expect(isShownTo(SIGNED_IN_KINDS.join(' '), 'guest')).toBe(false);
    expect(isShownTo('contentCreator', 'brand')).toBe(false);
  });
});

describe('the stylesheet', () => {
  const css = readFileSync(new URL('../../styles/index.css', import.meta.url), 'utf8');

  it('hides, for every logged-in kind, the parts that are not for that visitor', () => {
    for (const kind of SIGNED_IN_KINDS) {
      expect(css).toContain(`html[data-visitor='${kind}'] [data-for-visitor]:not([data-for-visitor~='${kind}'])`);
    }
    expect(css).toContain("html:not([data-visitor]) [data-for-visitor]:not([data-for-visitor~='guest'])");
  });
});
