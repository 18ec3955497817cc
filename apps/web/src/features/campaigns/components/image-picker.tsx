import { UPLOAD_LIMITS } from '@equicreators/shared';
import { ArrowLeft, ArrowRight, ImagePlus, X } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { cn } from '@/lib/cn';
import type { PickedImage } from '../hooks/use-picked-images';
import { IMAGE_ACCEPT } from '../image-selection';

export type ImagePickerProps = {
  images: readonly PickedImage[];
  /** What is wrong with the images (refused files, none chosen, the server's word). */
  problems: readonly string[];
  isDisabled?: boolean;
  onAdd: (files: File[]) => void;
  onRemove: (id: number) => void;
  onMove: (index: number, step: -1 | 1) => void;
};

const SMALL_BUTTON =
  'inline-flex size-8 items-center justify-center rounded-full bg-white/90 text-ink shadow ' +
  'hover:bg-white disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500';

/**
 * The campaign's images (spec §3, §5): picked from a dialog or dropped, previewed in order, each
 * removable and movable; at least one, at most 10, 10 MB each (checked here and on the server).
 */
export function ImagePicker({ images, problems, isDisabled = false, onAdd, onRemove, onMove }: ImagePickerProps) {
  const id = useId();
  const [isDragging, setIsDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const isFull = images.length >= UPLOAD_LIMITS.maxFilesPerCampaign;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onAdd(Array.from(event.target.files ?? []));
    // Cleared, so choosing the same file again after removing it still counts as a change.
    event.target.value = '';
  };
  const handleRemove = (imageId: number) => {
    onRemove(imageId);
    // The removed button took the focus with it; the chooser is the natural next stop.
    inputRef.current?.focus();
  };
  const handleDragOver = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = isDisabled ? 'none' : 'copy';
    setIsDragging(true);
  };
  const handleDragLeave = (event: DragEvent<HTMLDivElement>) => {
    // Leaving for a child of the zone is still inside it.
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setIsDragging(false);
  };
  const handleDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setIsDragging(false);
    if (!isDisabled) onAdd(Array.from(event.dataTransfer.files));
  };

  return (
    <div role="group" aria-labelledby={`${id}-label`} className="flex flex-col gap-2">
      <span id={`${id}-label`} className="text-sm font-semibold text-ink">
        Images
      </span>
      <div
        onDragOver={handleDragOver}
        onDragLeave={handleDragLeave}
        onDrop={handleDrop}
        className={cn(
          'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors',
          isDragging ? 'border-brand-500 bg-brand-50' : 'border-line bg-white',
          problems.length > 0 && 'border-red-600',
        )}
      >
        <ImagePlus aria-hidden className="size-8 text-brand-400" />
        <p className="text-sm text-ink-muted">Drag and drop images here, or</p>
        <input
          ref={inputRef}
          id={id}
          type="file"
          multiple
          accept={IMAGE_ACCEPT}
          disabled={isDisabled || isFull}
          aria-invalid={problems.length > 0}
          aria-describedby={problems.length > 0 ? `${hintId} ${errorId}` : hintId}
          onChange={handleChange}
          className="peer sr-only"
        />
        <label
          htmlFor={id}
          className={cn(
            'inline-flex h-10 cursor-pointer items-center rounded-full border border-brand-800 px-4 text-sm font-semibold text-brand-800',
            'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold-500 hover:bg-brand-50',
            'peer-disabled:cursor-not-allowed peer-disabled:opacity-50',
          )}
        >
          Choose images
        </label>
      </div>
      <p id={hintId} className="text-xs text-ink-muted">
        {`JPEG, PNG, WebP or GIF, up to ${UPLOAD_LIMITS.imageMaxBytes / (1024 * 1024)} MB each; at least one and at most ${UPLOAD_LIMITS.maxFilesPerCampaign}. The first image leads the campaign. ${images.length} of ${UPLOAD_LIMITS.maxFilesPerCampaign} chosen.`}
      </p>
      {problems.length > 0 && (
        <ul id={errorId} role="alert" className="flex flex-col gap-0.5 text-sm text-red-700">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      {images.length > 0 && (
        <ol aria-label="Chosen images" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {images.map((image, index) => (
            <li key={image.id} className="relative overflow-hidden rounded-xl border border-line bg-parchment">
              <img
                src={image.previewUrl}
                alt={`Image ${index + 1}: ${image.name}`}
                className="aspect-[4/3] w-full object-cover"
              />
              <div className="absolute inset-x-1 top-1 flex justify-end gap-1">
                <button
                  type="button"
                  className={SMALL_BUTTON}
                  disabled={isDisabled || index === 0}
                  onClick={() => onMove(index, -1)}
                  aria-label={`Move ${image.name} earlier`}
                >
                  <ArrowLeft aria-hidden className="size-4" />
                </button>
                <button
                  type="button"
                  className={SMALL_BUTTON}
                  disabled={isDisabled || index === images.length - 1}
                  onClick={() => onMove(index, 1)}
                  aria-label={`Move ${image.name} later`}
                >
                  <ArrowRight aria-hidden className="size-4" />
                </button>
                <button
                  type="button"
                  className={SMALL_BUTTON}
                  disabled={isDisabled}
                  onClick={() => handleRemove(image.id)}
                  aria-label={`Remove ${image.name}`}
                >
                  <X aria-hidden className="size-4" />
                </button>
              </div>
              <p className="truncate px-2 py-1 text-xs text-ink-muted" title={image.name}>
                {`${index + 1}. ${image.name}`}
              </p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
