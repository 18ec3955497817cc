import { UPLOAD_LIMITS } from '@equicreators/shared';

/** What the picker needs to know of a file (a File, or a plain object in tests). */
export type ImageCandidate = { name: string; type: string; size: number };

export type ImageSelection<Candidate> = {
  /** The files to add, in the order they were picked or dropped. */
  accepted: Candidate[];
  /** One sentence per refused file (or group of files), shown beside the field. */
  problems: string[];
};

/** The `accept` attribute of the file input: the image types the server takes (never SVG). */
export const IMAGE_ACCEPT = UPLOAD_LIMITS.imageContentTypes.join(',');

const MEGABYTE = 1024 * 1024;
const MAX_MEGABYTES = UPLOAD_LIMITS.imageMaxBytes / MEGABYTE;

export const IMAGE_MESSAGES = {
  required: 'Add at least one image',
  wrongType: (name: string) => `“${name}” is not a JPEG, PNG, WebP or GIF image.`,
  tooLarge: (name: string) => `“${name}” is larger than ${MAX_MEGABYTES} MB.`,
  empty: (name: string) => `“${name}” is empty.`,
  tooMany: (leftOut: number) =>
    `A campaign takes at most ${UPLOAD_LIMITS.maxFilesPerCampaign} images, so ${leftOut} ${leftOut === 1 ? 'was' : 'were'} left out.`,
} as const;

function isAllowedType(type: string): boolean {
  return (UPLOAD_LIMITS.imageContentTypes as readonly string[]).includes(type);
}

/**
 * Which newly picked files join the `chosenCount` already there: images of an allowed type, not
 * empty, at most 10 MB each, up to 10 in all (DECISIONS: uploads). The server checks the content
 * again; this only saves the brand a refused upload.
 */
export function selectImages<Candidate extends ImageCandidate>(
  chosenCount: number,
  files: readonly Candidate[],
): ImageSelection<Candidate> {
  const accepted: Candidate[] = [];
  const problems: string[] = [];
  let leftOut = 0;
  for (const file of files) {
    if (!isAllowedType(file.type)) problems.push(IMAGE_MESSAGES.wrongType(file.name));
    else if (file.size === 0) problems.push(IMAGE_MESSAGES.empty(file.name));
    else if (file.size > UPLOAD_LIMITS.imageMaxBytes) problems.push(IMAGE_MESSAGES.tooLarge(file.name));
    else if (chosenCount + accepted.length >= UPLOAD_LIMITS.maxFilesPerCampaign) leftOut += 1;
    else accepted.push(file);
  }
  if (leftOut > 0) problems.push(IMAGE_MESSAGES.tooMany(leftOut));
  return { accepted, problems };
}

/** The images' own message at submit: at least one is required (spec §5). */
export function imagesRequiredProblem(chosenCount: number): string | null {
  return chosenCount === 0 ? IMAGE_MESSAGES.required : null;
}

/** Moves one item a step earlier or later, so the brand can set the images' order. */
export function moveItem<Item>(items: readonly Item[], index: number, step: -1 | 1): Item[] {
  const target = index + step;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return [...items];
  const next = [...items];
  [next[index], next[target]] = [next[target] as Item, next[index] as Item];
  return next;
}
