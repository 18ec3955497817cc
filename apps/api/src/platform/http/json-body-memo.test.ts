import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  createEncodedBytes,
  createItemBytesMemo,
  createJsonBodyMemo,
  createSplicedPageMemo,
} from './json-body-memo.ts';

const CardSchema = z.object({ name: z.string(), joined: z.iso.datetime() });

describe('a memo of JSON bodies', () => {
  it('builds a body once per source and variant, and again for another of either', () => {
    const memo = createJsonBodyMemo(CardSchema);
    const bytes = createEncodedBytes();
    let builds = 0;
    const build = (name: string) => () => {
      builds += 1;
      return { name, joined: '2026-11-25T04:00:00.000Z' };
    };
    const first = memo.bodyOf(bytes, 'contact', build('Ada'));
    expect(memo.bodyOf(bytes, 'contact', build('changed'))).toBe(first);
    expect(builds).toBe(1);
    expect(JSON.parse(memo.bodyOf(bytes, 'no-contact', build('Bea')).toString())).toEqual({
      name: 'Bea',
      joined: '2026-11-25T04:00:00.000Z',
    });
    expect(JSON.parse(memo.bodyOf(createEncodedBytes(), 'contact', build('Cy')).toString()).name).toBe('Cy');
    expect(builds).toBe(3);
  });

  it('lets through only what the schema allows, as the route serializer does', () => {
    const memo = createJsonBodyMemo(CardSchema);
    const leaky = { name: 'Ada', joined: '2026-11-25T04:00:00.000Z', passwordHash: 'secret' };
    const body = memo.bodyOf(createEncodedBytes(), 'contact', () => leaky);
    expect(JSON.parse(body.toString())).toEqual({ name: 'Ada', joined: '2026-11-25T04:00:00.000Z' });
  });

  it('refuses a value its schema does not accept and remembers nothing', () => {
    const memo = createJsonBodyMemo(CardSchema);
    const bytes = createEncodedBytes();
    expect(() => memo.bodyOf(bytes, 'contact', () => ({ name: 'Ada', joined: 'yesterday' }))).toThrow();
    const fixed = memo.bodyOf(bytes, 'contact', () => ({ name: 'Ada', joined: '2026-11-25T04:00:00.000Z' }));
    expect(JSON.parse(fixed.toString()).joined).toBe('2026-11-25T04:00:00.000Z');
  });
});

describe('a memo of pages spliced per caller', () => {
  const ItemSchema = z.object({
    name: z.string(),
    mine: z.enum(['Applied', 'Hired']).nullable(),
    matches: z.boolean().nullable(),
  });
  const memo = createSplicedPageMemo(ItemSchema, { mine: ItemSchema.shape.mine, matches: ItemSchema.shape.matches });
  const envelope = { page: 2, pageSize: 2, total: 3 };

  it('presents the shared items once and fills in each caller’s values', () => {
    const bytes = createEncodedBytes();
    let builds = 0;
    const build = () => {
      builds += 1;
      return [
        { name: 'Saddle "mine":null care', mine: null, matches: null },
        { name: 'Hay', mine: null, matches: null, secret: 'never sent' },
      ];
    };
    const first = JSON.parse(
      memo
        .bodyOf({ bytes, build, ...envelope }, [
          { mine: 'Applied', matches: true },
          { mine: null, matches: false },
        ])
        .toString(),
    );
    expect(first).toEqual({
      items: [
        { name: 'Saddle "mine":null care', mine: 'Applied', matches: true },
        { name: 'Hay', mine: null, matches: false },
      ],
      ...envelope,
    });
    const second = JSON.parse(
      memo
        .bodyOf({ bytes, build, ...envelope }, [
          { mine: null, matches: null },
          { mine: 'Hired', matches: true },
        ])
        .toString(),
    );
    expect(second.items.map((item: { mine: string | null }) => item.mine)).toEqual([null, 'Hired']);
    expect(second.items.map((item: { matches: boolean | null }) => item.matches)).toEqual([null, true]);
    expect(builds).toBe(1);
  });

  it('refuses a value its field does not allow', () => {
    const page = {
      bytes: createEncodedBytes(),
      build: () => [{ name: 'Hay', mine: null, matches: null }],
      ...envelope,
    };
    expect(() => memo.bodyOf(page, [{ mine: 'Owner' as 'Hired', matches: null }])).toThrow();
  });
});

describe('a memo of pages made of shared items', () => {
  type Card = { name: string; joined: string; passwordHash?: string };

  it("makes each value's JSON once, joins a caller's values in their order, and lets through only what the schema allows", () => {
    let presented = 0;
    const memo = createItemBytesMemo(CardSchema, (card: Card) => {
      presented += 1;
      return card;
    });
    const ada: Card = { name: 'Ada', joined: '2026-11-25T04:00:00.000Z', passwordHash: 'secret' };
    const bea: Card = { name: 'Bea', joined: '2026-11-26T04:00:00.000Z' };
    const first = memo.bodyOf([ada, bea], { page: 1, pageSize: 2, total: 5 });
    expect(JSON.parse(first.toString())).toEqual({
      items: [
        { name: 'Ada', joined: '2026-11-25T04:00:00.000Z' },
        { name: 'Bea', joined: '2026-11-26T04:00:00.000Z' },
      ],
      page: 1,
      pageSize: 2,
      total: 5,
    });
    expect(JSON.parse(memo.bodyOf([bea], { page: 3, pageSize: 2, total: 5 }).toString()).items).toEqual([
      { name: 'Bea', joined: '2026-11-26T04:00:00.000Z' },
    ]);
    expect(presented).toBe(2);
    // A new value (a view read again) is presented again, even with the same content.
    memo.bodyOf([{ ...ada }], { page: 1, pageSize: 1, total: 1 });
    expect(presented).toBe(3);
    expect(JSON.parse(memo.bodyOf([], { page: 1, pageSize: 20, total: 0 }).toString())).toEqual({
      items: [],
      page: 1,
      pageSize: 20,
      total: 0,
    });
  });

  it('refuses an item its schema does not accept, and counts that are not integers', () => {
    const memo = createItemBytesMemo(CardSchema, (card: Card) => card);
    expect(() => memo.bodyOf([{ name: 'Ada', joined: 'yesterday' }], { page: 1, pageSize: 1, total: 1 })).toThrow();
    expect(() => memo.bodyOf([], { page: 1.5, pageSize: 1, total: 1 })).toThrow('integers');
  });
});
