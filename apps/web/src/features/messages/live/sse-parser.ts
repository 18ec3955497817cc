/** One Server-Sent Event as the stream delivered it: its `event:` name (default 'message') and data. */
export type SseEvent = { event: string; data: string; id: string | null };

/** Feeds text as it arrives; calls `onEvent` for each complete event. */
export type SseParser = { feed: (chunk: string) => void };

/**
 * A parser for the `text/event-stream` format (WHATWG HTML §9.2.6), small enough to own: lines end
 * with LF, CR or CRLF (a CRLF may be split across chunks), `:` lines are comments (the heartbeat),
 * `data:` lines join with a newline, and a blank line dispatches. `retry:` is ignored: the client
 * keeps its own backoff (decision 010).
 */
export function createSseParser(onEvent: (event: SseEvent) => void): SseParser {
  let buffer = '';
  // A chunk that ended on CR may be followed by the LF of the same CRLF: that LF ends no new line.
  let isAfterCr = false;
  let eventName = '';
  let dataLines: string[] = [];
  let lastId: string | null = null;

  const dispatch = () => {
    if (dataLines.length > 0) onEvent({ event: eventName || 'message', data: dataLines.join('\n'), id: lastId });
    eventName = '';
    dataLines = [];
  };

  const processLine = (line: string) => {
    if (line === '') {
      dispatch();
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') eventName = value;
    else if (field === 'data') dataLines.push(value);
    else if (field === 'id' && !value.includes('\0')) lastId = value;
  };

  return {
    feed(chunk: string) {
      let text = chunk;
      if (isAfterCr && text.startsWith('\n')) text = text.slice(1);
      isAfterCr = false;
      buffer += text;
      let start = 0;
      for (let index = 0; index < buffer.length; index += 1) {
        const char = buffer[index];
        if (char !== '\n' && char !== '\r') continue;
        processLine(buffer.slice(start, index));
        if (char === '\r') {
          if (index + 1 === buffer.length) isAfterCr = true;
          else if (buffer[index + 1] === '\n') index += 1;
        }
        start = index + 1;
      }
      buffer = buffer.slice(start);
    },
  };
}
