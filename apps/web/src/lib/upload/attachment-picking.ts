import { MESSAGE_LIMITS, UPLOAD_LIMITS } from '@equicreators/shared';

/**
 * Picking files to attach (a message, a work submission): the same types and limits as the server
 * applies to message attachments (DECISIONS: uploads).
 */

/** What the picker needs to know of a file (a File, or a plain object in tests). */
export type AttachmentCandidate = { name: string; type: string; size: number };

/** The `accept` attribute of the attach input: any image, and the two video containers we play. */
export const ATTACHMENT_ACCEPT = 'image/*,video/mp4,video/quicktime,.mp4,.mov';

const MEGABYTE = 1024 * 1024;

export const ATTACHMENT_PROBLEMS = {
  wrongType: (name: string) => `“${name}” is not an image, an MP4 or a MOV video.`,
  empty: (name: string) => `“${name}” is empty.`,
  tooLarge: (name: string, megabytes: number) => `“${name}” is larger than ${megabytes} MB.`,
  tooMuchTogether: (name: string) =>
    `“${name}” would take this message past ${UPLOAD_LIMITS.maxRequestBytes / MEGABYTE} MB of files; send it in another message.`,
  tooMany: (leftOut: number) =>
    `A message takes at most ${UPLOAD_LIMITS.maxFilesPerMessage} files, so ${leftOut} ${leftOut === 1 ? 'was' : 'were'} left out.`,
  tooLong: `Use at most ${MESSAGE_LIMITS.contentMaxLength} characters.`,
} as const;

/** A video by its type or, when the browser does not know the type (some .mov files), its name. */
export function isVideoFile(file: AttachmentCandidate): boolean {
  if ((UPLOAD_LIMITS.videoContentTypes as readonly string[]).includes(file.type)) return true;
  return file.type === '' && /\.(mp4|mov)$/i.test(file.name);
}

function isImageFile(file: AttachmentCandidate): boolean {
  // SVG is refused by the server (DECISIONS: uploads), so it is refused here too.
  return file.type.startsWith('image/') && file.type !== 'image/svg+xml';
}

/**
 * Which newly picked files join the `chosen` ones already attached: images (at most 10 MB) and
 * MP4/MOV videos (at most 100 MB), not empty, at most 10 and 200 MB in all (DECISIONS: uploads).
 * The server sniffs the content again; this only spares a refused upload.
 */
export function selectAttachments<Candidate extends AttachmentCandidate>(
  chosen: readonly AttachmentCandidate[],
  files: readonly Candidate[],
): { accepted: Candidate[]; problems: string[] } {
  const chosenCount = chosen.length;
  const accepted: Candidate[] = [];
  const problems: string[] = [];
  let leftOut = 0;
  let totalBytes = chosen.reduce((sum, file) => sum + file.size, 0);
  for (const file of files) {
    const isVideo = isVideoFile(file);
    const maxBytes = isVideo ? UPLOAD_LIMITS.videoMaxBytes : UPLOAD_LIMITS.imageMaxBytes;
    if (!isVideo && !isImageFile(file)) problems.push(ATTACHMENT_PROBLEMS.wrongType(file.name));
    else if (file.size === 0) problems.push(ATTACHMENT_PROBLEMS.empty(file.name));
    else if (file.size > maxBytes) problems.push(ATTACHMENT_PROBLEMS.tooLarge(file.name, maxBytes / MEGABYTE));
    else if (chosenCount + accepted.length >= UPLOAD_LIMITS.maxFilesPerMessage) leftOut += 1;
    else if (totalBytes + file.size > UPLOAD_LIMITS.maxRequestBytes)
      problems.push(ATTACHMENT_PROBLEMS.tooMuchTogether(file.name));
    else {
      accepted.push(file);
      totalBytes += file.size;
    }
  }
  if (leftOut > 0) problems.push(ATTACHMENT_PROBLEMS.tooMany(leftOut));
  return { accepted, problems };
}
