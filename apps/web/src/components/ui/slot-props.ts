import type { Ref } from 'react';

type Props = Record<string, unknown>;
type Handler = (...args: unknown[]) => unknown;

function setRef(ref: unknown, value: unknown): void {
  if (typeof ref === 'function') (ref as (node: unknown) => void)(value);
  else if (ref && typeof ref === 'object' && 'current' in ref) ref.current = value;
}

/**
 * The props of an element rendered in a component's place (`asChild`), as Radix's Slot merges them:
 * the child's own props win, except that both classes are kept, styles are merged, an event
 * handler of each runs (the child's first) and both refs are set. Button used Radix's Slot for this
 * alone; on /join it cost 1.2 KB gzip of the page's 90 KB budget (issue 28).
 */
export function mergeSlotProps(slot: Props, child: Props): Props {
  const merged: Props = { ...slot, ...child };
  for (const [key, slotValue] of Object.entries(slot)) {
    const childValue = child[key];
    if (childValue === undefined) continue;
    if (key === 'className') merged.className = [slotValue, childValue].filter(Boolean).join(' ');
    else if (key === 'style') merged.style = { ...(slotValue as object), ...(childValue as object) };
    else if (key === 'ref' && slotValue)
      merged.ref = ((node: unknown) => {
        setRef(slotValue, node);
        setRef(childValue, node);
      }) satisfies Ref<unknown>;
    else if (/^on[A-Z]/.test(key) && typeof slotValue === 'function' && typeof childValue === 'function') {
      merged[key] = (...args: unknown[]) => {
        const result = (childValue as Handler)(...args);
        (slotValue as Handler)(...args);
        return result;
      };
    }
  }
  return merged;
}
