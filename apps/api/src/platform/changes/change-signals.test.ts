import { describe, expect, it } from 'vitest';
import { createChangeSignals, type ChangeKind } from './change-signals.ts';

describe('change signals', () => {
  it('runs the listeners of the kind raised, and only those', () => {
    const changes = createChangeSignals();
    const heard: string[] = [];
    changes.subscribe('campaigns', () => heard.push('feed'));
    changes.subscribe('creators', () => heard.push('browse'));
    changes.subscribe('creators', () => heard.push('feed'));
    changes.raise('creators');
    expect(heard).toEqual(['browse', 'feed']);
    changes.raise('campaigns');
    expect(heard).toEqual(['browse', 'feed', 'feed']);
  });

  it('forgets here at once and tells the others once per kind for a burst of raises', async () => {
    const sent: ChangeKind[] = [];
    const changes = createChangeSignals({ send: async (kind) => void sent.push(kind) });
    let forgotten = 0;
    changes.subscribe('campaigns', () => (forgotten += 1));
    changes.raise('campaigns');
    changes.raise('campaigns');
    changes.raise('creators');
    expect(forgotten).toBe(2);
    await changes.settled();
    expect(sent).toEqual(['campaigns', 'creators']);
    // A raise after the send started is a later commit: it is sent again.
    changes.raise('campaigns');
    await changes.settled();
    expect(sent).toEqual(['campaigns', 'creators', 'campaigns']);
  });

  it('runs the listeners of a received kind without sending it back', async () => {
    const sent: ChangeKind[] = [];
    const changes = createChangeSignals({ send: async (kind) => void sent.push(kind) });
    let forgotten = 0;
    changes.subscribe('creators', () => (forgotten += 1));
    changes.receive('creators');
    await changes.settled();
    expect(forgotten).toBe(1);
    expect(sent).toEqual([]);
  });

  it('keeps working when the transport fails', async () => {
    const changes = createChangeSignals({ send: () => Promise.reject(new Error('database gone')) });
    changes.raise('campaigns');
    await expect(changes.settled()).resolves.toBeUndefined();
  });
});
