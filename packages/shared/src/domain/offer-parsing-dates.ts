import { MONTH_WORD, monthOfName, readNamedDays, type NamedDays } from './free-text-dates.ts';
import type { LocalDate } from './offers.ts';

/** The dates a campaign's free-text deadlines give, as its offer holds them. */
export type ReadDates = {
  applicationDeadline: LocalDate | null;
  contentStart: LocalDate | null;
  contentEnd: LocalDate | null;
};

/*
 * The grammar, clause by clause ('Apply by 15 March 2027; content live 1–30 April 2027'): a clause
 * about applying gives the application deadline; any other clause gives the content window, from a
 * range, a 'by'/'from' day, or a month. A day without a year is not read: guessing the year of an
 * old campaign could put its window a year off. Every clause must be read, or none is.
 */

const APPLY_PREFIX =
  /^(?:apply|applications?(?:\s+(?:close|closing|deadline|due))?|application\s+deadline|deadline\s+to\s+apply|closing\s+date)\b(?:\s+(?:by|before|on|until|is))?\s*:?\s*/i;
const CONTENT_PREFIX =
  /^(?:(?:content|posts?|posting|publish(?:ing)?|go(?:es)?\s+live|live|campaign(?:\s+runs)?|runs?|window|deliver(?:y|ables)?|submit|submissions?|due|deadlines?|dates?|timeline|film(?:ing)?)\b\s*:?\s*)+/i;
const END_WORDS =
  /^(?:by|before|no\s+later\s+than|not\s+later\s+than|latest(?:\s+by)?|until|till|due)\s+(?:the\s+)?(?:end\s+of\s+)?/i;
const END_OF = /^(?:the\s+)?end\s+of\s+/i;
const START_WORDS = /^(?:from|starting(?:\s+on)?|starts?(?:\s+on)?|after|beginning(?:\s+on)?)\s+/i;
const ON_WORDS = /^on\s+/i;
const WINDOW_WORDS = /^(?:in|during|between|throughout|within|across|over)\s+/i;
// What joins the two ends of a range, tried in turn: a word, a spaced dash, then a tight dash after
// a bare day ('1-31 October 2026', 'October 1-31, 2026'), never the dashes inside an ISO day.
const RANGE_JOINS = [
  /\s+(?:to|until|till|through|thru|and)\s+/i,
  /\s+-\s*|\s*-\s+/,
  /(?<=^\d{1,2}(?:st|nd|rd|th)?)-(?=\d)/i,
  new RegExp(`(?<=^${MONTH_WORD}\\s+\\d{1,2}(?:st|nd|rd|th)?)-(?=\\d)`, 'i'),
];

/** The dates a deadlines text gives; null when any part of it cannot be read. */
export function readDeadlines(text: string): ReadDates | null {
  const clauses = clausesOf(text);
  if (clauses.length === 0) return null;
  const dates: ReadDates = { applicationDeadline: null, contentStart: null, contentEnd: null };
  let hasContent = false;
  for (const clause of clauses) {
    const apply = APPLY_PREFIX.exec(clause);
    if (apply) {
      const named = readNamedDays(clause.slice(apply[0].length).replace(END_OF, ''));
      if (!named || dates.applicationDeadline) return null;
      dates.applicationDeadline = named.last;
      continue;
    }
    const window = readWindow(clause.replace(CONTENT_PREFIX, ''));
    if (!window || hasContent) return null;
    hasContent = true;
    dates.contentStart = window.start;
    dates.contentEnd = window.end;
  }
  if (dates.contentStart && dates.contentEnd && dates.contentStart > dates.contentEnd) return null;
  return dates;
}

function clausesOf(text: string): string[] {
  return text
    .replace(/[–—]/g, '-')
    .split(
      /[;\n]+|(?<!\b(?:jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec))\.\s+|,\s+(?=[a-z])|\s+and\s+(?=(?:apply|applications?|content|post|publish|go live)\b)/i,
    )
    .map((clause) => clause.trim().replace(/[.,]$/, '').replace(/\s+/g, ' '))
    .filter((clause) => clause !== '');
}

type Window = { start: LocalDate | null; end: LocalDate | null };

function readWindow(body: string): Window | null {
  const end = END_WORDS.exec(body);
  if (end) {
    const named = readNamedDays(body.slice(end[0].length));
    return named ? { start: null, end: named.last } : null;
  }
  const start = START_WORDS.exec(body);
  if (start) {
    const rest = body.slice(start[0].length);
    const range = readRange(rest);
    if (range) return range;
    const named = readNamedDays(rest);
    return named && !named.isMonth ? { start: named.first, end: null } : null;
  }
  const on = ON_WORDS.exec(body);
  if (on) {
    const named = readNamedDays(body.slice(on[0].length));
    return named && !named.isMonth ? { start: named.first, end: named.last } : null;
  }
  const rest = body.replace(WINDOW_WORDS, '');
  const range = readRange(rest);
  if (range) return range;
  const named = readNamedDays(rest.replace(END_OF, ''));
  if (!named) return null;
  // A lone day is the day content is due; a month, or the end of one, is the window it runs in.
  if (named.isMonth && !END_OF.test(rest)) return { start: named.first, end: named.last };
  return { start: null, end: named.last };
}

/**
 * Two ends joined by 'to' or a dash, the first often shortened by what the second says:
 * '1–31 October 2026', '1 October - 31 October 2026', 'October 1 - 31, 2026', 'Oct 1 - Nov 15, 2026'.
 */
function readRange(text: string): Window | null {
  for (const join of RANGE_JOINS) {
    const parts = text.split(join);
    if (parts.length === 2) return readRangeEnds(parts[0]?.trim() ?? '', parts[1]?.trim() ?? '');
  }
  return null;
}

function readRangeEnds(left: string, right: string): Window | null {
  const last = readNamedDays(right) ?? readUsRangeEnd(left, right);
  if (!last) return null;
  const first = readNamedDays(left) ?? readRangeStart(left, last.last);
  if (!first) return null;
  return { start: first.first, end: last.last };
}

// 'October 1 - 31, 2026': the right end is a bare day, with the left's month and the year after it.
function readUsRangeEnd(left: string, right: string): NamedDays | null {
  const bareDay = /^(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/.exec(right);
  const month = new RegExp(`^(${MONTH_WORD})\\s+\\d{1,2}(?:st|nd|rd|th)?$`, 'i').exec(left);
  if (!bareDay || !month) return null;
  return readNamedDays(`${month[1] ?? ''} ${bareDay[1] ?? ''} ${bareDay[2] ?? ''}`);
}

/**
 * The start of a range written without what its end already says: a bare day ('1' of '1–31
 * October 2026'), or a day and a month ('1 December' of '1 December - 15 January 2027'). The year is
 * the end's, or the one before when that would start the range after it ends.
 */
function readRangeStart(left: string, end: LocalDate): NamedDays | null {
  const [endYear, endMonth] = [Number(end.slice(0, 4)), Number(end.slice(5, 7))];
  if (/^\d{1,2}(?:st|nd|rd|th)?$/.test(left)) {
    return readNamedDays(`${left.replace(/\D/g, '')} ${monthName(endMonth)} ${String(endYear)}`);
  }
  const dayMonth =
    new RegExp(`^(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?(${MONTH_WORD})$`, 'i').exec(left) ??
    swapped(new RegExp(`^(${MONTH_WORD})\\s+(\\d{1,2})(?:st|nd|rd|th)?$`, 'i').exec(left));
  const monthOnly = new RegExp(`^(${MONTH_WORD})$`, 'i').exec(left);
  const month = monthOfName(dayMonth?.[2] ?? monthOnly?.[1] ?? '');
  if (month === null) return null;
  const text = (year: number) => `${dayMonth?.[1] ?? ''} ${monthName(month)} ${String(year)}`.trim();
  const named = readNamedDays(text(endYear));
  if (named && named.first > end) return readNamedDays(text(endYear - 1));
  return named;
}

function swapped(match: RegExpExecArray | null): [string, string, string] | null {
  return match ? [match[0], match[2] ?? '', match[1] ?? ''] : null;
}

function monthName(month: number): string {
  return new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, month - 1, 1));
}
