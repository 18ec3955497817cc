import { useId } from 'react';
import { MIN_RATING_OPTIONS, type MinRating } from '../browse-params';

const CHOICES: readonly { value: MinRating | null; visible: string; spoken: string }[] = [
  { value: null, visible: 'Any', spoken: 'Any rating' },
  ...MIN_RATING_OPTIONS.map((stars) =>
    stars === 5
      ? { value: stars, visible: '5★', spoken: '5 stars' }
      : { value: stars, visible: `${stars}★ & up`, spoken: `${stars} stars and up` },
  ),
];

export type MinRatingFilterProps = { value: MinRating | null; onChange: (value: MinRating | null) => void };

/** 'Minimum rating': one choice of Any, 3★ & up, 4★ & up or 5★, as real radios (arrows choose). */
export function MinRatingFilter({ value, onChange }: MinRatingFilterProps) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-2.5">
      <legend className="sr-only">Minimum rating</legend>
      {CHOICES.map((choice) => (
        <label key={choice.spoken} className="flex cursor-pointer items-center gap-2.5 text-sm text-ink select-none">
          <input
            type="radio"
            name={name}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
            className="size-4 shrink-0 accent-brand-800"
          />
          <span aria-hidden>{choice.visible}</span>
          <span className="sr-only">{choice.spoken}</span>
        </label>
      ))}
    </fieldset>
  );
}
