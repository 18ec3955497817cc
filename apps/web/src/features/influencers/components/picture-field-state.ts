import { UPLOAD_LIMITS } from '@equicreators/shared';
import { useCallback, useEffect, useRef, useState } from 'react';

/** The file input's `accept`: the picture types the server takes (never SVG). */
export const PICTURE_ACCEPT = UPLOAD_LIMITS.imageContentTypes.join(',');
export const PICTURE_MAX_MEGABYTES = UPLOAD_LIMITS.imageMaxBytes / (1024 * 1024);

/** Keep the saved picture, send a new one, or take the saved one away. */
export type PictureChoice = { kind: 'keep' } | { kind: 'new'; file: File; previewUrl: string } | { kind: 'remove' };

type PictureCandidate = { name: string; type: string; size: number };

/**
 * Why a chosen file cannot be the profile picture, or null when it can: JPEG, PNG, WebP or GIF, not
 * empty, at most 10 MB (UPLOAD_LIMITS). The server sniffs the bytes again; this spares a refused upload.
 */
export function pictureProblem(file: PictureCandidate): string | null {
  if (!(UPLOAD_LIMITS.imageContentTypes as readonly string[]).includes(file.type))
    return `Choose a JPEG, PNG, WebP or GIF picture (“${file.name}” is not one).`;
  if (file.size === 0) return `“${file.name}” is an empty file.`;
  if (file.size > UPLOAD_LIMITS.imageMaxBytes) return `Choose a picture of at most ${PICTURE_MAX_MEGABYTES} MB.`;
  return null;
}

/** What the preview shows: the new file, the saved picture, or nothing ('No Image'). */
export function picturePreviewUrl(choice: PictureChoice, savedUrl: string | null): string | null {
  if (choice.kind === 'new') return choice.previewUrl;
  return choice.kind === 'keep' ? savedUrl : null;
}

/**
 * The picture chosen on the form, with its problem. A new file's preview is a blob: address, revoked
 * when it is replaced or removed and when the form goes away, so the browser can free the file.
 */
export function usePictureChoice() {
  const [choice, setChoice] = useState<PictureChoice>({ kind: 'keep' });
  const [problem, setProblem] = useState<string | null>(null);
  const choiceRef = useRef(choice);

  const replace = useCallback((next: PictureChoice) => {
    const previous = choiceRef.current;
    if (previous.kind === 'new') URL.revokeObjectURL(previous.previewUrl);
    choiceRef.current = next;
    setChoice(next);
  }, []);

  useEffect(
    () => () => {
      if (choiceRef.current.kind === 'new') URL.revokeObjectURL(choiceRef.current.previewUrl);
    },
    [],
  );

  /** A refused file leaves the current choice as it was and says why. */
  const choose = useCallback(
    (file: File) => {
      const refusal = pictureProblem(file);
      setProblem(refusal);
      if (!refusal) replace({ kind: 'new', file, previewUrl: URL.createObjectURL(file) });
    },
    [replace],
  );

  const remove = useCallback(() => {
    setProblem(null);
    replace({ kind: 'remove' });
  }, [replace]);

  return { choice, problem, setProblem, choose, remove };
}
