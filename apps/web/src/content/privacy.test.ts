import { STORAGE_KEYS } from '@equicreators/shared';
import { describe, expect, it } from 'vitest';
import type { LegalDocument } from './legal-text';
import { PRIVACY } from './privacy';
import { TERMS } from './terms';

/** Every sentence of a legal text, its lists' items included. */
function textOf(document: LegalDocument): string {
  return document.sections
    .flatMap((section) => section.blocks.flatMap((block) => (typeof block === 'string' ? [block] : block.list)))
    .join('\n');
}

describe('the privacy notice', () => {
  it('names every key the browser keeps in local storage, so a new one cannot go unmentioned', () => {
    const text = textOf(PRIVACY);
    for (const key of Object.values(STORAGE_KEYS)) expect(text, key).toContain(key);
  });

  it('has the sections the issue asks for, cookies and storage among them', () => {
    expect(PRIVACY.sections.map((section) => section.id)).toEqual([
      'who-we-are',
      'what-we-collect',
      'who-sees-it',
      'how-long',
      'your-rights',
      'cookies-and-storage',
      'changes',
    ]);
  });
});

describe('the legal texts', () => {
  it('use only their two kinds of markup: site paths and the support address', () => {
    for (const text of [textOf(PRIVACY), textOf(TERMS)]) {
      for (const [, href] of text.matchAll(/\]\(([^)]*)\)/g)) expect(href).toMatch(/^\/[a-z/]*$/);
      expect(text.replace(/\{supportEmail\}/g, '')).not.toMatch(/[{}]/);
    }
  });
});
