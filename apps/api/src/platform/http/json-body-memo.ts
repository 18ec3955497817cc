import type { FastifyReply } from 'fastify';
import { safeEncode, type ZodType } from 'zod';

/**
 * The response bytes made from one shared value (a cached page), kept in that value's cache entry:
 * they live and expire with it, and whoever holds the entry finds them (a copy of its rows too).
 * A page that many requests answer with for a while used to be presented, checked against its
 * response schema and turned into JSON on every request: most of such a request's CPU
 * (docs/decisions/009).
 */
export type EncodedBytes = {
  /** Whole bodies, per variant (what one audience may see). */
  bodies: Map<string, Buffer>;
  /** A spliced page's items, cut around the fields each caller fills in. */
  pieces?: SplicedItem[];
};

export function createEncodedBytes(): EncodedBytes {
  return { bodies: new Map() };
}

/**
 * Response bodies built once per shared value and variant. The bytes go through the route's own
 * response schema once, exactly as the route's serializer would (`fastify-type-provider-zod`
 * encodes, then stringifies), so a field the schema does not allow still never leaves.
 */
export type JsonBodyMemo<T> = {
  /** The body of the value whose bytes are `bytes`, as `variant` sees it; `build` runs only the first time. */
  bodyOf(bytes: EncodedBytes, variant: string, build: () => T): Buffer;
};

export function createJsonBodyMemo<T>(schema: ZodType<T>): JsonBodyMemo<T> {
  return {
    bodyOf({ bodies }, variant, build) {
      let body = bodies.get(variant);
      if (!body) {
        const encoded = safeEncode(schema, build());
        if (!encoded.success) throw encoded.error;
        body = Buffer.from(JSON.stringify(encoded.data));
        bodies.set(variant, body);
      }
      return body;
    },
  };
}

/** Sends JSON bytes already checked and encoded (a memo's body) without serialising them again. */
export function sendJsonBody(reply: FastifyReply, body: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}

/**
 * A page of items every caller shares but for a few fields of each (a creator's own status in each
 * campaign of the feed, and whether it matches her profile). Each item goes through the item schema
 * once, with those fields null, and is kept as the JSON around the fields' values; a request checks
 * its own values against each field's schema and joins the pieces around them. The pieces are kept
 * in the page's `bytes`.
 */
export type SplicedPageMemo<Item, Values extends Record<string, unknown>> = {
  bodyOf(page: SplicedPage<Item>, values: readonly Values[]): Buffer;
};

export type SplicedPage<Item> = {
  /** Where the pieces are kept: the cached page's own bytes. */
  bytes: EncodedBytes;
  /** The items as presented, with the spliced fields null; called the first time only. */
  build: () => Item[];
  page: number;
  pageSize: number;
  total: number;
};

/** One item cut around its spliced fields: `parts` has one piece more than `fields` (in the JSON's order). */
export type SplicedItem = { parts: Buffer[]; fields: string[] };

const ITEMS_OPEN = Buffer.from('{"items":[');
const COMMA = Buffer.from(',');

export function createSplicedPageMemo<Item, Values extends Record<string, unknown>>(
  itemSchema: ZodType<Item>,
  fieldSchemas: { [Field in keyof Values & string]: ZodType<Values[Field]> },
): SplicedPageMemo<Item, Values> {
  const fieldNames = Object.keys(fieldSchemas) as (keyof Values & string)[];
  // Each field's values are few (a status, a flag or null): each one's bytes are made once.
  const valueBytes = new Map<string, Buffer>();
  const cut = (json: string): SplicedItem => {
    // Quotes inside a string value are escaped, so a marker can only be the field itself.
    const found = fieldNames
      .map((field) => ({ field, at: json.indexOf(`${JSON.stringify(field)}:null`) }))
      .sort((a, b) => a.at - b.at);
    const parts: Buffer[] = [];
    let from = 0;
    for (const { field, at } of found) {
      if (at === -1) throw new Error(`An item of this page has no ${field} of null to fill in`);
      const valueAt = at + JSON.stringify(field).length + 1;
      parts.push(Buffer.from(json.slice(from, valueAt)));
      from = valueAt + 'null'.length;
    }
    parts.push(Buffer.from(json.slice(from)));
    return { parts, fields: found.map(({ field }) => field) };
  };
  const piecesOf = (page: SplicedPage<Item>) => {
    let pieces = page.bytes.pieces;
    if (!pieces) {
      pieces = page.build().map((item) => {
        const encoded = safeEncode(itemSchema, item);
        if (!encoded.success) throw encoded.error;
        return cut(JSON.stringify(encoded.data));
      });
      page.bytes.pieces = pieces;
    }
    return pieces;
  };
  const bytesOf = (field: keyof Values & string, value: unknown) => {
    const encoded = safeEncode(fieldSchemas[field], value);
    if (!encoded.success) throw encoded.error;
    const json = JSON.stringify(encoded.data);
    const key = `${field}:${json}`;
    let bytes = valueBytes.get(key);
    if (!bytes) {
      bytes = Buffer.from(json);
      valueBytes.set(key, bytes);
    }
    return bytes;
  };
  return {
    bodyOf(page, values) {
      const parts: Buffer[] = [ITEMS_OPEN];
      piecesOf(page).forEach(({ parts: pieces, fields }, index) => {
        if (index > 0) parts.push(COMMA);
        const own = values[index];
        pieces.forEach((piece, at) => {
          parts.push(piece);
          const field = fields[at];
          if (field !== undefined) parts.push(bytesOf(field, own?.[field]));
        });
      });
      parts.push(pageEnd(page));
      return Buffer.concat(parts);
    },
  };
}

/** What follows a page's items: its envelope's counts, checked to be integers. */
function pageEnd({ page, pageSize, total }: PageCounts): Buffer {
  for (const count of [page, pageSize, total]) {
    if (!Number.isInteger(count)) throw new Error('A page envelope counts in integers');
  }
  return Buffer.from(`],"page":${page},"pageSize":${pageSize},"total":${total}}`);
}

type PageCounts = { page: number; pageSize: number; total: number };

/**
 * Pages whose items are shared values a cache holds one by one (a campaign as every creator sees
 * it), each page made for one caller: each item goes through the item schema and into JSON once
 * while its value lives (kept beside the value object, so it goes with it), and a request joins
 * its items' bytes.
 */
export type ItemBytesMemo<Value extends object> = {
  bodyOf(values: readonly Value[], counts: PageCounts): Buffer;
};

export function createItemBytesMemo<Value extends object, Item>(
  itemSchema: ZodType<Item>,
  present: (value: Value) => Item,
): ItemBytesMemo<Value> {
  const bytesByValue = new WeakMap<Value, Buffer>();
  const bytesOf = (value: Value) => {
    let bytes = bytesByValue.get(value);
    if (!bytes) {
      const encoded = safeEncode(itemSchema, present(value));
      if (!encoded.success) throw encoded.error;
      bytes = Buffer.from(JSON.stringify(encoded.data));
      bytesByValue.set(value, bytes);
    }
    return bytes;
  };
  return {
    bodyOf(values, counts) {
      const parts: Buffer[] = [ITEMS_OPEN];
      values.forEach((value, index) => {
        if (index > 0) parts.push(COMMA);
        parts.push(bytesOf(value));
      });
      parts.push(pageEnd(counts));
      return Buffer.concat(parts);
    },
  };
}
