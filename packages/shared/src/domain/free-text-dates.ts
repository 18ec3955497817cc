/**
 * Days as people write them in free text ('15 March 2027', 'March 15, 2027', '2027-03-15',
 * '15/03/2027', 'March 2027'), read without the runtime's lenient Date.parse: a text is a day only
 * when every part of it is accounted for. Shared by the work's due dates (dueDateFromText) and the
 * reading of old campaigns' deadlines (issue 31). Days come out as 'YYYY-MM-DD' (offers.ts LocalDate,
 * not imported: offers.ts reads the work's rules, which read this).
 */

type LocalDate = string;

const MONTH_NAMES = [
  ['january', 'jan'],
  ['february', 'feb'],
  ['march', 'mar'],
  ['april', 'apr'],
  ['may'],
  ['june', 'jun'],
  ['july', 'jul'],
  ['august', 'aug'],
  ['september', 'sept', 'sep'],
  ['october', 'oct'],
  ['november', 'nov'],
  ['december', 'dec'],
] as const;

/** A month name or its short form, with an optional dot ('Sept.'), as a regex source. */
export const MONTH_WORD = `(?:${MONTH_NAMES.flat().join('|')})\\.?`;
const ORDINAL = '(?:st|nd|rd|th)?';

/** The month (1-12) a name or short form stands for; null when it is none. */
export function monthOfName(word: string): number | null {
  const name = word.toLowerCase().replace(/\.$/, '');
  const index = MONTH_NAMES.findIndex((names) => (names as readonly string[]).includes(name));
  return index === -1 ? null : index + 1;
}

/** A day of a month of a year as 'YYYY-MM-DD', or null when that day does not exist (30 February). */
export function localDateOfParts(year: number, month: number, day: number): LocalDate | null {
  if (month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** The last day of a month (1-12): day 0 of the next month. */
export function lastDayOfMonth(year: number, month: number): LocalDate {
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/** What a date expression names: one day, or a whole month (a month without a day). */
export type NamedDays = { first: LocalDate; last: LocalDate; isMonth: boolean };

const day = (date: LocalDate | null): NamedDays | null => (date ? { first: date, last: date, isMonth: false } : null);

/**
 * The patterns a date with a year is written in, each anchored on the whole expression. A numeric
 * day ('10/01/2027') is read only when one of its first two numbers is above 12: otherwise it is
 * 10 January in Britain and 1 October in the United States, and guessing would misdate the offer.
 */
const DATE_READERS: { pattern: RegExp; read: (match: RegExpExecArray) => NamedDays | null }[] = [
  {
    pattern: /^(\d{4})-(\d{2})-(\d{2})$/,
    read: (m) => day(localDateOfParts(Number(m[1]), Number(m[2]), Number(m[3]))),
  },
  { pattern: /^(\d{4})-(\d{2})$/, read: (m) => monthDays(Number(m[1]), Number(m[2])) },
  {
    pattern: new RegExp(`^(\\d{1,2})${ORDINAL}\\s+(?:of\\s+)?(${MONTH_WORD}),?\\s+(\\d{4})$`, 'i'),
    read: (m) => day(localDateOfParts(Number(m[3]), monthOfName(m[2] ?? '') ?? 0, Number(m[1]))),
  },
  {
    pattern: new RegExp(`^(${MONTH_WORD})\\s+(\\d{1,2})${ORDINAL},?\\s+(\\d{4})$`, 'i'),
    read: (m) => day(localDateOfParts(Number(m[3]), monthOfName(m[1] ?? '') ?? 0, Number(m[2]))),
  },
  {
    pattern: new RegExp(`^(${MONTH_WORD}),?\\s+(\\d{4})$`, 'i'),
    read: (m) => monthDays(Number(m[2]), monthOfName(m[1] ?? '') ?? 0),
  },
  { pattern: /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/, read: (m) => numericDay(m) },
];

function monthDays(year: number, month: number): NamedDays | null {
  const first = localDateOfParts(year, month, 1);
  return first ? { first, last: lastDayOfMonth(year, month), isMonth: true } : null;
}

function numericDay(match: RegExpExecArray): NamedDays | null {
  const [a, b, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (a > 12 && b <= 12) return day(localDateOfParts(year, b, a));
  if (b > 12 && a <= 12) return day(localDateOfParts(year, a, b));
  return null;
}

/** The day or month a whole text names ('15 March 2027', 'March 2027'); null when it is anything else. */
export function readNamedDays(text: string): NamedDays | null {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  for (const { pattern, read } of DATE_READERS) {
    const match = pattern.exec(trimmed);
    if (match) return read(match);
  }
  return null;
}

// Where a date with a year may sit inside a longer text, longest forms first.
const DATE_IN_TEXT = new RegExp(
  [
    `\\d{4}-\\d{2}-\\d{2}`,
    `\\d{4}-\\d{2}(?![\\d-])`,
    `\\d{1,2}${ORDINAL}\\s+(?:of\\s+)?${MONTH_WORD},?\\s+\\d{4}`,
    `${MONTH_WORD}\\s+\\d{1,2}${ORDINAL},?\\s+\\d{4}`,
    `${MONTH_WORD},?\\s+\\d{4}`,
    `\\d{1,2}[/.]\\d{1,2}[/.]\\d{4}`,
  ]
    .map((source) => `(?<![\\w/.-])${source}(?![\\w/])`)
    .join('|'),
  'gi',
);

/** The first day or month with a year named anywhere in a text ('Content live by Dec 2099'). */
export function firstNamedDaysIn(text: string): NamedDays | null {
  for (const match of text.matchAll(DATE_IN_TEXT)) {
    const named = readNamedDays(match[0]);
    if (named) return named;
  }
  return null;
}
