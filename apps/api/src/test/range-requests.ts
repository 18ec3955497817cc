import { expect } from 'vitest';
import type { TestContext } from './test-context.ts';

/**
 * Checks that `url` answers HTTP Range requests over `bytes` (the file as stored): the whole file
 * with 200, one range or a suffix with 206 and its Content-Range, 416 beyond the end, and
 * `Accept-Ranges: bytes` on each. For every file route, on either storage.
 */
export async function expectRangeAnswers(context: TestContext, url: string, bytes: Buffer): Promise<void> {
  const size = bytes.byteLength;
  const fetchFile = (range?: string) => context.app.inject({ method: 'GET', url, headers: range ? { range } : {} });

  const whole = await fetchFile();
  expect(whole.statusCode).toBe(200);
  expect(whole.headers['accept-ranges']).toBe('bytes');
  expect(whole.headers['content-length']).toBe(String(size));
  expect(whole.rawPayload.equals(bytes)).toBe(true);

  const middle = await fetchFile('bytes=8-19');
  expect(middle.statusCode).toBe(206);
  expect(middle.headers['accept-ranges']).toBe('bytes');
  expect(middle.headers['content-range']).toBe(`bytes 8-19/${size}`);
  expect(middle.headers['content-length']).toBe('12');
  expect(middle.rawPayload.equals(bytes.subarray(8, 20))).toBe(true);

  const tail = await fetchFile('bytes=-5');
  expect(tail.statusCode).toBe(206);
  expect(tail.headers['content-range']).toBe(`bytes ${size - 5}-${size - 1}/${size}`);
  expect(tail.rawPayload.equals(bytes.subarray(size - 5))).toBe(true);

  const rest = await fetchFile(`bytes=${size - 3}-`);
  expect(rest.statusCode).toBe(206);
  expect(rest.rawPayload.equals(bytes.subarray(size - 3))).toBe(true);

  const beyond = await fetchFile(`bytes=${size}-`);
  expect(beyond.statusCode).toBe(416);
  expect(beyond.headers['accept-ranges']).toBe('bytes');
  expect(beyond.headers['content-range']).toBe(`bytes */${size}`);
  expect(beyond.rawPayload.byteLength).toBe(0);

  // Several ranges at once: a server may answer the whole file, which this one does.
  const several = await fetchFile('bytes=0-1,5-6');
  expect(several.statusCode).toBe(200);
  expect(several.rawPayload.equals(bytes)).toBe(true);
}
