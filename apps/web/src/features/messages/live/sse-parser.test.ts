import { describe, expect, it } from 'vitest';
import { createSseParser, type SseEvent } from './sse-parser';

function parseAll(chunks: string[]): SseEvent[] {
  const events: SseEvent[] = [];
  const parser = createSseParser((event) => events.push(event));
  for (const chunk of chunks) parser.feed(chunk);
  return events;
}

describe('createSseParser', () => {
  it('reads a named event with JSON data and defaults the name to message', () => {
    expect(parseAll(['event: ready\ndata: {"a":1}\n\n', 'data: plain\n\n'])).toEqual([
      { event: 'ready', data: '{"a":1}', id: null },
      { event: 'message', data: 'plain', id: null },
    ]);
  });

  it('joins an event split across chunks at any point, even inside a field name', () => {
    const text = 'event: message\ndata: {"seq":12}\n\n';
    for (let cut = 1; cut < text.length; cut += 1) {
      expect(parseAll([text.slice(0, cut), text.slice(cut)])).toEqual([
        { event: 'message', data: '{"seq":12}', id: null },
      ]);
    }
  });

  it('skips comment lines (the heartbeat) and events without data', () => {
    expect(parseAll([': heartbeat\n\n', 'event: ping\n\n', ':x\nevent: unread\ndata: 1\n\n'])).toEqual([
      { event: 'unread', data: '1', id: null },
    ]);
  });

  it('accepts CR and CRLF line ends, also a CRLF cut between two chunks', () => {
    expect(parseAll(['event: a\r\ndata: 1\r', '\n\r', '\nevent: b\rdata: 2\r\r'])).toEqual([
      { event: 'a', data: '1', id: null },
      { event: 'b', data: '2', id: null },
    ]);
  });

  it('joins several data lines with a newline and keeps spaces after the first', () => {
    expect(parseAll(['data: one\ndata:  two\ndata\n\n'])).toEqual([
      { event: 'message', data: 'one\n two\n', id: null },
    ]);
  });

  it('keeps the last id and does not dispatch an unfinished event', () => {
    expect(parseAll(['id: 7\ndata: x\n\ndata: half'])).toEqual([{ event: 'message', data: 'x', id: '7' }]);
  });
});
