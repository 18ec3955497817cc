import { X } from 'lucide-react';

/** The chip's background: it stands out against the surface it sits on. */
export type AttachedFileChipSurface = 'white' | 'parchment';

export type AttachedFileChipsProps = {
  files: readonly File[];
  /** True while the files are being sent: none may be removed then. */
  isDisabled: boolean;
  surface: AttachedFileChipSurface;
  /** Removes the file at this position of `files`. */
  onRemove: (index: number) => void;
};

// Whole class names, so that Tailwind finds them in the source.
const CHIP_BACKGROUND: Record<AttachedFileChipSurface, string> = {
  white: 'bg-white',
  parchment: 'bg-parchment',
};

/**
 * The files picked to go with a message or a work submission, each by name with a button to take
 * it off again before sending. Keyed by position as well as name: the same file may be picked twice.
 */
export function AttachedFileChips({ files, isDisabled, surface, onRemove }: AttachedFileChipsProps) {
  if (files.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Attached files">
      {files.map((file, index) => (
        <li
          key={`${file.name}-${index}`}
          className={`flex items-center gap-1 rounded-full ${CHIP_BACKGROUND[surface]} py-1 pr-1 pl-3 text-xs text-ink`}
        >
          <span className="max-w-48 truncate">{file.name}</span>
          <button
            type="button"
            className="rounded-full p-1 hover:bg-brand-100 disabled:opacity-50"
            aria-label={`Remove ${file.name}`}
            disabled={isDisabled}
            onClick={() => onRemove(index)}
          >
            <X aria-hidden className="size-3.5" />
          </button>
        </li>
      ))}
    </ul>
  );
}
