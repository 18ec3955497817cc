import { describe, expect, it } from 'vitest';
import { mergeSlotProps } from './slot-props';

describe('mergeSlotProps', () => {
  it("keeps both classes, merges styles and lets the child's other props win", () => {
    expect(
      mergeSlotProps(
        { className: 'rounded-full', style: { color: 'red', margin: 0 }, title: 'button', id: 'b' },
        { className: 'mt-2', style: { color: 'blue' }, title: 'link', href: '/join' },
      ),
    ).toEqual({
      className: 'rounded-full mt-2',
      style: { color: 'blue', margin: 0 },
      title: 'link',
      id: 'b',
      href: '/join',
    });
  });

  it("runs the child's handler, then the slot's, and sets both refs", () => {
    const calls: string[] = [];
    const objectRef: { current: unknown } = { current: null };
    const merged = mergeSlotProps(
      { onClick: () => calls.push('slot'), ref: (node: unknown) => calls.push(`slot ref ${String(node)}`) },
      { onClick: () => calls.push('child'), ref: objectRef },
    );
    (merged.onClick as () => void)();
    (merged.ref as (node: unknown) => void)('a');
    expect(calls).toEqual(['child', 'slot', 'slot ref a']);
    expect(objectRef.current).toBe('a');
  });

  it('passes a handler or ref that only one side has as it is', () => {
    const onClick = () => undefined;
    const ref = { current: null };
    expect(mergeSlotProps({ onClick }, { ref })).toEqual({ onClick, ref });
  });
});
