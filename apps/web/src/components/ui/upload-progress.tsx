import { ProgressBar } from './progress-bar';

export type UploadProgressProps = {
  /** Share of the upload sent, from 0 to 1; null while nothing is being sent (nothing is shown). */
  progress: number | null;
  /** Names the bar for screen readers ('Uploading images'). */
  label: string;
  /** Shown with the percentage while bytes are still going out ('Uploading images…'). */
  uploadingText: string;
  /** Shown once every byte is sent and the server is still working ('Saving the campaign…'). */
  savingText: string;
};

/** A form's multipart upload: the bar, then a line saying whether it is still sending or the server is saving. */
export function UploadProgress({ progress, label, uploadingText, savingText }: UploadProgressProps) {
  if (progress === null) return null;
  return (
    <div className="flex flex-col gap-1.5">
      <ProgressBar value={progress * 100} label={label} />
      <p className="text-sm text-ink-muted">
        {progress < 1 ? `${uploadingText} ${Math.round(progress * 100)}%` : savingText}
      </p>
    </div>
  );
}
