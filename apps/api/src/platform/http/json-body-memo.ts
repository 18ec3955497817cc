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
  /** A spliced page's items, cut around the field each caller fills in. */
  pieces?: [before: Buffer, after: Buffer][];
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
 * A page of items every caller shares but for one field of each (a creator's own status in each
 * campaign of the feed). Each item goes through the item schema once, with that field null, and is
 * kept as the JSON before and after the field's value; a request checks its own values against the
 * field's schema and joins the pieces around them. The pieces are kept in the page's `bytes`.
 */
export type SplicedPageMemo<Item, Value> = {
  bodyOf(page: SplicedPage<Item>, values: readonly Value[]): Buffer;
};

export type SplicedPage<Item> = {
  /** Where the pieces are kept: the cached page's own bytes. */
  bytes: EncodedBytes;
  /** The items as presented, with the spliced field null; called the first time only. */
  build: () => Item[];
  page: number;
  pageSize: number;
  total: number;
};

const ITEMS_OPEN = Buffer.from('{"items":[');
const COMMA = Buffer.from(',');

export function createSplicedPageMemo<Item, Value>(
  itemSchema: ZodType<Item>,
  field: string,
  valueSchema: ZodType<Value>,
): SplicedPageMemo<Item, Value> {
  const marker = `${JSON.stringify(field)}:null`;
  // The field's values are few (a status or null): each one's bytes are made once.
  const valueBytes = new Map<string, Buffer>();
  const piecesOf = (page: SplicedPage<Item>) => {
    let cut = page.bytes.pieces;
    if (!cut) {
      cut = page.build().map((item) => {
        const encoded = safeEncode(itemSchema, item);
        if (!encoded.success) throw encoded.error;
        const json = JSON.stringify(encoded.data);
        // Quotes inside a string value are escaped, so the marker can only be the field itself.
        const at = json.indexOf(marker);
        if (at === -1) throw new Error(`An item of this page has no ${field} of null to fill in`);
        return [
          Buffer.from(json.slice(0, at + marker.length - 'null'.length)),
          Buffer.from(json.slice(at + marker.length)),
        ];
      });
      page.bytes.pieces = cut;
    }
    return cut;
  };
  const bytesOf = (value: Value) => {
    const encoded = safeEncode(valueSchema, value);
    if (!encoded.success) throw encoded.error;
    const json = JSON.stringify(encoded.data);
    let bytes = valueBytes.get(json);
    if (!bytes) {
      bytes = Buffer.from(json);
      valueBytes.set(json, bytes);
    }
    return bytes;
  };
  return {
    bodyOf(page, values) {
      for (const count of [page.page, page.pageSize, page.total]) {
        if (!Number.isInteger(count)) throw new Error('A page envelope counts in integers');
      }
      const parts: Buffer[] = [ITEMS_OPEN];
      piecesOf(page).forEach(([before, after], index) => {
        if (index > 0) parts.push(COMMA);
        parts.push(before, bytesOf(values[index] as Value), after);
      });
      parts.push(Buffer.from(`],"page":${page.page},"pageSize":${page.pageSize},"total":${page.total}}`));
      return Buffer.concat(parts);
    },
  };
}
