import { ImageOff, Trash2, Upload } from 'lucide-react';
import { useId, type ChangeEvent } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { PICTURE_ACCEPT, PICTURE_MAX_MEGABYTES, picturePreviewUrl, type PictureChoice } from './picture-field-state';

export type PictureFieldProps = {
  /** The saved picture's address, or null when the profile has none. */
  savedUrl: string | null;
  choice: PictureChoice;
  problem: string | null;
  isDisabled: boolean;
  onChoose: (file: File) => void;
  onRemove: () => void;
};

/** Spec §2 profile picture: choose a file, see it at once, or 'No Image' when there is none. */
export function PictureField({ savedUrl, choice, problem, isDisabled, onChoose, onRemove }: PictureFieldProps) {
  const id = useId();
  const previewUrl = picturePreviewUrl(choice, savedUrl);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again after removing it still counts as a change.
    event.target.value = '';
    if (file) onChoose(file);
  };

  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={problem ? `${id}-problem` : `${id}-hint`}>
      <legend className="mb-1 text-sm font-semibold text-ink">Profile picture</legend>
      <div className="flex flex-wrap items-center gap-5">
        <div className="flex size-28 shrink-0 items-center justify-center overflow-hidden rounded-full border border-line bg-parchment">
          {previewUrl ? (
            <img src={previewUrl} alt="Your profile picture" className="size-full object-cover" />
          ) : (
            <span className="flex flex-col items-center gap-1 text-xs font-semibold text-ink-muted">
              <ImageOff aria-hidden className="size-6" />
              No Image
            </span>
          )}
        </div>
        <div className="flex flex-col items-start gap-2">
          <input
            id={id}
            type="file"
            accept={PICTURE_ACCEPT}
            className="peer sr-only"
            disabled={isDisabled}
            onChange={handleChange}
          />
          <label
            htmlFor={id}
            className={cn(
              'inline-flex h-9 cursor-pointer items-center gap-2 rounded-full border border-brand-800 px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50',
              'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold-500',
              isDisabled && 'cursor-not-allowed opacity-50',
            )}
          >
            <Upload aria-hidden className="size-4" />
            {previewUrl ? 'Choose another picture' : 'Choose a picture'}
          </label>
          {previewUrl && (
            <Button variant="ghost" size="sm" disabled={isDisabled} onClick={onRemove}>
              <Trash2 aria-hidden className="size-4" /> Remove picture
            </Button>
          )}
          <p id={`${id}-hint`} className="text-xs text-ink-muted">
            JPEG, PNG, WebP or GIF, up to {PICTURE_MAX_MEGABYTES} MB.
          </p>
        </div>
      </div>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
