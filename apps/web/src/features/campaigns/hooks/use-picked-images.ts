import { useCallback, useEffect, useRef, useState } from 'react';
import { imagesRequiredProblem, moveItem, selectImages } from '../image-selection';

/**
 * An image of the campaign in the brand's order: a file the brand chose (with the preview address
 * the browser made for it), or, when editing, one the campaign already has (its file id, kept).
 */
export type PickedImage = { id: number; name: string; previewUrl: string } & (
  { file: File; keptId: null } | { file: null; keptId: string }
);

/** An image the campaign already has, as an edit starts with it. */
export type KeptImage = { fileId: string; previewUrl: string };

let nextImageId = 1;

function keptImages(initial: readonly KeptImage[]): PickedImage[] {
  return initial.map((image, index) => ({
    id: nextImageId++,
    name: `Current image ${index + 1}`,
    previewUrl: image.previewUrl,
    file: null,
    keptId: image.fileId,
  }));
}

/** Only the previews this page made are blob: addresses to give back; kept images are the server's. */
function revokePreview(image: PickedImage) {
  if (image.file) URL.revokeObjectURL(image.previewUrl);
}

/**
 * The images of a campaign, in the brand's order, with their problems: new files, and when
 * editing the campaign's current images first (`initial`). Each new preview is a blob: address
 * (allowed by the CSP's img-src); it is revoked when its image is removed and when the form goes
 * away, so the browser can free the file.
 */
export function usePickedImages(initial: readonly KeptImage[] = []) {
  const [images, setImages] = useState<PickedImage[]>(() => keptImages(initial));
  const [problems, setProblems] = useState<string[]>([]);

  const imagesRef = useRef(images);
  useEffect(() => {
    imagesRef.current = images;
  }, [images]);
  useEffect(
    () => () => {
      for (const image of imagesRef.current) revokePreview(image);
    },
    [],
  );

  const add = useCallback((files: readonly File[]) => {
    const selection = selectImages(imagesRef.current.length, files);
    const added = selection.accepted.map((file): PickedImage => ({
      id: nextImageId++,
      name: file.name,
      file,
      keptId: null,
      previewUrl: URL.createObjectURL(file),
    }));
    imagesRef.current = [...imagesRef.current, ...added];
    setImages(imagesRef.current);
    setProblems(selection.problems);
  }, []);

  const remove = useCallback((id: number) => {
    const removed = imagesRef.current.find((image) => image.id === id);
    if (removed) revokePreview(removed);
    imagesRef.current = imagesRef.current.filter((image) => image.id !== id);
    setImages(imagesRef.current);
    setProblems([]);
  }, []);

  const move = useCallback((index: number, step: -1 | 1) => {
    imagesRef.current = moveItem(imagesRef.current, index, step);
    setImages(imagesRef.current);
  }, []);

  /** At submit: says so when there is no image; true when the images may be sent. */
  const check = useCallback((): boolean => {
    const problem = imagesRequiredProblem(imagesRef.current.length);
    setProblems(problem ? [problem] : []);
    return !problem;
  }, []);

  return { images, problems, setProblems, add, remove, move, check };
}
