import { seededBytes, seededRandom } from './hostile-inputs.ts';

/** One part of a hand-written multipart body: its header lines as sent, then its bytes. */
export type RawPart = { headers: string[]; body: string | Buffer };

export const BOUNDARY = 'equicreators-fuzz-boundary';

export const fieldPart = (name: string, value: string): RawPart => ({
  headers: [`Content-Disposition: form-data; name="${name}"`],
  body: value,
});

export const filePart = (name: string, filename: string, data: Buffer, type = 'image/png'): RawPart => ({
  headers: [`Content-Disposition: form-data; name="${name}"; filename="${filename}"`, `Content-Type: ${type}`],
  body: data,
});

/** The bytes of a multipart body, written by hand so that it can be broken on purpose. */
export function multipartBytes(parts: RawPart[], { boundary = BOUNDARY, terminate = true } = {}): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n${part.headers.join('\r\n')}\r\n\r\n`, 'utf8'));
    chunks.push(typeof part.body === 'string' ? Buffer.from(part.body, 'utf8') : part.body);
    chunks.push(Buffer.from('\r\n'));
  }
  if (terminate) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

export const multipartType = (boundary = BOUNDARY) => `multipart/form-data; boundary=${boundary}`;

export type RawRequest = { name: string; contentType: string | undefined; payload: Buffer | string };

/**
 * Broken forms around a valid set of fields and one file: every way we know a client (or an
 * attacker) gets the framing wrong. The answer must be a clean 4xx (or a success), never a 5xx.
 */
export function brokenForms(fields: Record<string, string>, file: RawPart): RawRequest[] {
  const fieldParts = Object.entries(fields).map(([name, value]) => fieldPart(name, value));
  const valid = multipartBytes([...fieldParts, file]);
  const random = seededRandom(18);
  const form = (name: string, parts: RawPart[], options: { boundary?: string; terminate?: boolean } = {}) => ({
    name,
    contentType: multipartType(options.boundary),
    payload: multipartBytes(parts, options),
  });
  return [
    {
      name: 'a boundary that is not the one in the header',
      contentType: multipartType('another-boundary'),
      payload: valid,
    },
    { name: 'no boundary parameter', contentType: 'multipart/form-data', payload: valid },
    { name: 'an empty boundary parameter', contentType: 'multipart/form-data; boundary=', payload: valid },
    form('no closing boundary', [...fieldParts, file], { terminate: false }),
    {
      name: 'cut in the middle of a part',
      contentType: multipartType(),
      payload: valid.subarray(0, Math.floor(valid.length / 2)),
    },
    {
      name: 'cut in the middle of the first header',
      contentType: multipartType(),
      payload: valid.subarray(0, BOUNDARY.length + 20),
    },
    { name: 'an empty body', contentType: multipartType(), payload: Buffer.alloc(0) },
    form('only the closing boundary', []),
    form('a part without a name', [...fieldParts, { headers: ['Content-Disposition: form-data'], body: 'nameless' }]),
    form('a part without Content-Disposition', [...fieldParts, { headers: ['Content-Type: text/plain'], body: 'x' }]),
    form('a part with no headers at all', [...fieldParts, { headers: [], body: 'x' }]),
    form('a file without a field name', [
      ...fieldParts,
      { headers: ['Content-Disposition: form-data; filename="a.png"', 'Content-Type: image/png'], body: file.body },
    ]),
    form('the file before the fields', [file, ...fieldParts]),
    form('every field twice, the second one empty', [...fieldParts, ...fieldParts.map((p) => ({ ...p, body: '' }))]),
    form('fields named __proto__, constructor and prototype', [
      fieldPart('__proto__', '{"polluted":true}'),
      fieldPart('constructor', 'x'),
      fieldPart('prototype', 'x'),
      ...fieldParts,
      file,
    ]),
    form('a field of 1 MB', [fieldPart(Object.keys(fields)[0] ?? 'x', 'z'.repeat(1024 * 1024)), ...fieldParts]),
    form('300 fields', [...Array.from({ length: 300 }, (_, index) => fieldPart(`extra${index}`, 'x')), ...fieldParts]),
    form('a name with quotes, NUL and CRLF', [fieldPart('na"me\u0000\r\nX: y', 'x'), ...fieldParts]),
    form('a file name with a path, NUL and RTL', [
      ...fieldParts,
      filePart('file', '../../\u0000\u202egnp.exe', Buffer.from('x')),
    ]),
    form('a header line of 100 KB', [
      { headers: [`Content-Disposition: form-data; name="${'n'.repeat(100_000)}"`], body: 'x' },
    ]),
    form('a 200-character boundary', [...fieldParts, file], { boundary: 'b'.repeat(200) }),
    { name: 'seeded garbage', contentType: multipartType(), payload: seededBytes(random, 4096) },
    {
      name: 'seeded garbage after a valid start',
      contentType: multipartType(),
      payload: Buffer.concat([valid.subarray(0, 200), seededBytes(random, 2048)]),
    },
    { name: 'JSON instead of a form', contentType: 'application/json', payload: JSON.stringify(fields) },
    {
      name: 'a url-encoded form',
      contentType: 'application/x-www-form-urlencoded',
      payload: new URLSearchParams(fields).toString(),
    },
    { name: 'plain text', contentType: 'text/plain', payload: 'hello' },
    { name: 'no content type', contentType: undefined, payload: valid },
  ];
}
