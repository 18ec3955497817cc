import { OrderSchema, type Order } from '@equicreators/shared';
import { z } from 'zod';

/** What the Orders table hands to /orders/{id} (spec §2: the row click carries the campaign). */
export type OrderLocationState = { order: Order };

const OrderLocationStateSchema = z.object({ order: OrderSchema });

export function orderPath(id: string): string {
  return `/orders/${encodeURIComponent(id)}`;
}

/**
 * The order carried to /orders/{id}, when there is one for this id. History state outlives the
 * code that wrote it (a reload after an update, another tab), so it is checked, not trusted.
 */
export function readOrderState(state: unknown, id: string): Order | null {
  const parsed = OrderLocationStateSchema.safeParse(state);
  return parsed.success && parsed.data.order._id === id ? parsed.data.order : null;
}
