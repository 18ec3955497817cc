import { describe, expect, it } from 'vitest';
import { createChangeSignals } from './change-signals.ts';

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
});
