import { useEffect, useRef, useState, type ChangeEvent } from 'react';

/** About the pause between two keystrokes: the search runs when typing stops, not on every letter. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A text field whose value is committed after a pause in typing (or at once with `commitNow`,
 * for Enter). When the committed value changes from outside (Back, 'Clear filters'), the field shows it.
 */
export function useDebouncedText(committed: string, onCommit: (value: string) => void) {
  const [text, setText] = useState(committed);
  const timer = useRef<number | undefined>(undefined);

  // Adjusted during render, as React recommends, rather than in an effect that paints the old words first.
  const [shownCommitted, setShownCommitted] = useState(committed);
  if (committed !== shownCommitted) {
    setShownCommitted(committed);
    if (committed !== text.trim()) setText(committed);
  }

  useEffect(() => () => window.clearTimeout(timer.current), []);

  // The timer calls the newest onCommit, so it writes the address as it is now, not as it was when
  // the typing started (which would undo a filter picked in between).
  const latestOnCommit = useRef(onCommit);
  useEffect(() => {
    latestOnCommit.current = onCommit;
  });

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setText(value);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => latestOnCommit.current(value), SEARCH_DEBOUNCE_MS);
  };

  const commitNow = () => {
    window.clearTimeout(timer.current);
    onCommit(text);
  };

  return { text, handleChange, commitNow };
}
