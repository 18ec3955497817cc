import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Input } from '@/components/ui/input';

const SEARCH_DELAY_MS = 300;

export type ListSearchProps = {
  /** Read by screen readers ('Search invitations'). */
  label: string;
  placeholder: string;
  onSearch: (search: string) => void;
};

/** A search box that searches once typing pauses, or at once on Enter. */
export function ListSearch({ label, placeholder, onSearch }: ListSearchProps) {
  const id = useId();
  const [text, setText] = useState('');
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  // The timer starts from the change itself rather than an effect, so a re-render never delays it.
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setText(value);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => onSearch(value.trim()), SEARCH_DELAY_MS);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    window.clearTimeout(timer.current);
    onSearch(text.trim());
  };

  return (
    <form role="search" onSubmit={handleSubmit} className="w-full sm:max-w-sm">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Input
        id={id}
        type="search"
        value={text}
        onChange={handleChange}
        placeholder={placeholder}
        // The API refuses searches longer than this.
        maxLength={100}
        autoComplete="off"
      />
    </form>
  );
}
