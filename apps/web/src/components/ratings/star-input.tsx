import { Star } from 'lucide-react';
import { useId, useState, type Ref } from 'react';
import { cn } from '@/lib/cn';
import { starChoiceLabel } from './rating-text';

const CHOICES = [1, 2, 3, 4, 5] as const;

export type StarInputProps = {
  /** The group's name, read before the choices ('Your rating'). */
  legend: string;
  value: number | undefined;
  onChange: (stars: number) => void;
  /** The validation message; shown in red and announced. */
  error?: string | undefined;
  isDisabled?: boolean;
  /** The radios' form name (also what a server field issue names). */
  name?: string;
  /** Reaches the chosen radio (the first while none is): where a form moves the focus on an error. */
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * 1 to 5 stars as a real radio group: Tab reaches it, the arrows choose, each choice is read as
 * '4 stars'. The radios are hidden behind star icons that fill up to the choice (or the hover).
 */
export function StarInput({ legend, value, onChange, error, isDisabled = false, name, inputRef }: StarInputProps) {
  const groupId = useId();
  const errorId = `${groupId}-error`;
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value ?? 0;

  return (
    <fieldset
      aria-describedby={error ? errorId : undefined}
      disabled={isDisabled}
      className="flex flex-col gap-1.5"
      onMouseLeave={() => setHovered(null)}
    >
      <legend className="mb-1.5 text-sm font-semibold text-ink">{legend}</legend>
      <div className="flex items-center gap-3">
        <div className="flex gap-0.5">
          {CHOICES.map((stars) => (
            <label
              key={stars}
              onMouseEnter={() => !isDisabled && setHovered(stars)}
              className={cn(
                'cursor-pointer rounded-md p-0.5 has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-1 has-[input:focus-visible]:outline-gold-500',
                isDisabled && 'cursor-not-allowed opacity-60',
              )}
            >
              <input
                ref={stars === (value ?? 1) ? inputRef : undefined}
                type="radio"
                name={name ?? groupId}
                value={stars}
                checked={value === stars}
                onChange={() => onChange(stars)}
                aria-invalid={Boolean(error) || undefined}
                className="sr-only"
              />
              <Star
                aria-hidden
                className={cn(
                  'size-7',
                  stars <= shown ? 'fill-gold-500 text-saddle-600' : 'fill-transparent text-ink-muted',
                )}
              />
              <span className="sr-only">{starChoiceLabel(stars)}</span>
            </label>
          ))}
        </div>
        <span aria-hidden className="text-sm text-ink-muted">
          {value ? starChoiceLabel(value) : 'Not rated'}
        </span>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
