import { useCallback, useEffect, useRef, useState } from 'react';
import { imagesRequiredProblem, moveItem, selectImages } from '../image-selection';

/** An image the brand chose, with the preview address the browser made for it. */
export type PickedImage = { id: number; file: File; previewUrl: string };

let nextImageId = 1;

/**
 * The images of a new campaign, in the brand's order, with their problems. Each preview is a
 * blob: address (allowed by the CSP's img-src); it is revoked when its image is removed and when
 * the form goes away, so the browser can free the file.
 */
export function usePickedImages() {
  const [images, setImages] = useState<PickedImage[]>([]);
  const [problems, setProblems] = useState<string[]>([]);

  const imagesRef = useRef(images);
  useEffect(() => {
    imagesRef.current = images;
  }, [images]);
  useEffect(
    () => () => {
      for (const image of imagesRef.current) URL.revokeObjectURL(image.previewUrl);
    },
    [],
  );

  const add = useCallback((files: readonly File[]) => {
    const selection = selectImages(imagesRef.current.length, files);
    const added = selection.accepted.map((file) => ({
      id: nextImageId++,
      file,
      previewUrl: URL.createObjectURL(file),
    }));
    imagesRef.current = [...imagesRef.current, ...added];
    setImages(imagesRef.current);
    setProblems(selection.problems);
  }, []);

  const remove = useCallback((id: number) => {
    const removed = imagesRef.current.find((image) => image.id === id);
    if (removed) URL.revokeObjectURL(removed.previewUrl);
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
