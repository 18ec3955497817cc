import { LIVE_STREAM_RULES } from '@equicreators/shared';

/**
 * How long to wait before reconnect number `attempt` (0 for the first): doubling from 0.5 s up to
 * 10 s (decision 010), each delay drawn from its upper half so that tabs dropped by one server
 * restart do not all come back in the same instant.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const { reconnectMinMs, reconnectMaxMs } = LIVE_STREAM_RULES;
  const ceiling = Math.min(reconnectMaxMs, reconnectMinMs * 2 ** Math.max(0, attempt));
  return Math.max(reconnectMinMs, Math.round(ceiling * (0.5 + random() / 2)));
}
