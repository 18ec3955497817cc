import type { Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from './lazy-resolver';

type Values = { email: string };

const resolverOptions = { fields: {}, shouldUseNativeValidation: false } as const;
const answer = { values: { email: 'a@b.co' }, errors: {} };

describe('lazyResolver', () => {
  it('loads the rules once, with the first check, and passes every check through them', async () => {
    const rules = vi.fn<Resolver<Values>>(async () => answer);
    const load = vi.fn(async () => rules);
    const { resolver } = lazyResolver<Values, Values>(load);
    expect(load).not.toHaveBeenCalled();

    await expect(resolver({ email: 'a@b.co' }, undefined, resolverOptions)).resolves.toEqual(answer);
    await resolver({ email: 'c@d.co' }, undefined, resolverOptions);
    expect(load).toHaveBeenCalledTimes(1);
    expect(rules).toHaveBeenNthCalledWith(2, { email: 'c@d.co' }, undefined, resolverOptions);
  });

  it('preload fetches the rules ahead, and a failed download is tried again on the next check', async () => {
    const rules = vi.fn<Resolver<Values>>(async () => answer);
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(rules);
    const { resolver, preload } = lazyResolver<Values, Values>(load);

    preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await expect(resolver({ email: 'a@b.co' }, undefined, resolverOptions)).resolves.toEqual(answer);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
