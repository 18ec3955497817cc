import { Search } from 'lucide-react';
import { useId, type ChangeEvent } from 'react';
import { Input } from './input';

export type SearchFieldProps = {
  /** Read by screen readers and shown as the placeholder ('Search Campaigns'). */
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  maxLength: number;
};

/** A search box with its magnifier, for a `role="search"` form whose Enter submits. */
export function SearchField({ label, value, onChange, maxLength }: SearchFieldProps) {
  const id = useId();
  return (
    <div className="relative flex-1">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-ink-muted"
      />
      <Input
        id={id}
        type="search"
        value={value}
        onChange={onChange}
        placeholder={label}
        maxLength={maxLength}
        autoComplete="off"
        enterKeyHint="search"
        className="pl-10"
      />
    </div>
  );
}
