import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { performance } from 'node:perf_hooks';

/** A part of a multipart body: a text field, or a file of `size` bytes made while sending. */
export type RawPart =
  | { name: string; value: string }
  | {
      name: string;
      filename: string;
      contentType: string;
      size: number;
      /** The file's first bytes (a PNG signature…); the rest is filler. */
      head?: Buffer;
    };

export type RawUploadResult = {
  /** The answer's status; null when the connection ended without one. */
  status: number | null;
  body: string;
  headers: Record<string, string | string[] | undefined>;
  /** From the first byte sent to the answer's headers. */
  msToHeaders: number | null;
  /** Bytes of the body written to the socket before the answer came (or in all). */
  bytesSentBeforeAnswer: number;
  totalBytes: number;
  /** A socket error seen while sending (EPIPE, ECONNRESET) after or without an answer. */
  clientError: string | null;
};

const CHUNK = randomBytes(64 * 1024);
const CRLF = '\r\n';

/**
 * POSTs a multipart body in the parts' order, generating each file's bytes on the fly (nothing
 * the size of a file is ever held here), and keeps sending until the server answers or the body
 * ends. An answer that comes while the body is still being sent stops the sending: that is the
 * behaviour under test, so EPIPE/ECONNRESET after an answer count as answered.
 */
export function streamMultipart(
  url: string,
  parts: readonly RawPart[],
  options: { headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<RawUploadResult> {
  const boundary = `----attack${randomBytes(12).toString('hex')}`;
  const segments = parts.map((part) => ({ part, header: Buffer.from(partHeader(boundary, part)) }));
  const closing = Buffer.from(`--${boundary}--${CRLF}`);
  const totalBytes =
    segments.reduce(
      (sum, { part, header }) => sum + header.length + ('value' in part ? 0 : part.size) + CRLF.length,
      0,
    ) + closing.length;

  return new Promise((resolve) => {
    const started = performance.now();
    let sent = 0;
    let answered = false;
    let settled = false;
    const result: RawUploadResult = {
      status: null,
      body: '',
      headers: {},
      msToHeaders: null,
      bytesSentBeforeAnswer: 0,
      totalBytes,
      clientError: null,
    };
    const finish = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (!answered) result.bytesSentBeforeAnswer = sent;
      request.destroy();
      resolve(result);
    };
    const request = httpRequest(url, {
      method: 'POST',
      headers: {
        ...options.headers,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(totalBytes),
      },
    });
    const timer = setTimeout(() => {
      result.clientError = result.clientError ?? 'timed out';
      finish();
    }, options.timeoutMs ?? 30_000);
    request.on('response', (response) => {
      answered = true;
      result.msToHeaders = performance.now() - started;
      result.bytesSentBeforeAnswer = sent;
      result.status = response.statusCode ?? null;
      result.headers = response.headers;
      response.setEncoding('utf8');
      response.on('data', (text: string) => {
        result.body += text;
      });
      response.on('end', finish);
      response.on('error', finish);
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      result.clientError = error.code ?? error.message;
      // Without an answer yet, a reset may still be followed by nothing: settle now.
      if (!answered) finish();
    });

    const write = (bytes: Buffer): Promise<boolean> =>
      new Promise((done) => {
        if (answered || settled || request.destroyed) {
          done(false);
          return;
        }
        sent += bytes.length;
        if (request.write(bytes)) done(true);
        else {
          const onDrain = () => {
            request.off('close', onClose);
            done(!answered && !settled);
          };
          const onClose = () => {
            request.off('drain', onDrain);
            done(false);
          };
          request.once('drain', onDrain);
          request.once('close', onClose);
        }
      });

    void (async () => {
      for (const { part, header } of segments) {
        if (!(await write(header))) return;
        if (!('value' in part)) {
          let left = part.size;
          if (part.head) {
            const head = part.head.subarray(0, left);
            if (!(await write(head))) return;
            left -= head.length;
          }
          while (left > 0) {
            const chunk = left >= CHUNK.length ? CHUNK : CHUNK.subarray(0, left);
            if (!(await write(chunk))) return;
            left -= chunk.length;
          }
        }
        if (!(await write(Buffer.from(CRLF)))) return;
      }
      if (await write(closing)) request.end();
    })();
  });
}

function partHeader(boundary: string, part: RawPart): string {
  if ('value' in part) {
    return `--${boundary}${CRLF}Content-Disposition: form-data; name="${part.name}"${CRLF}${CRLF}${part.value}`;
  }
  return (
    `--${boundary}${CRLF}Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"${CRLF}` +
    `Content-Type: ${part.contentType}${CRLF}${CRLF}`
  );
}
