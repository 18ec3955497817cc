import { listOf, type StripeList } from './fake-stripe-objects.ts';
import { readLimit, readString, StripeApiError, type Params } from './fake-stripe-params.ts';
import type { FakeStripeState } from './fake-stripe-state.ts';

/** The object an id names, found by its prefix as Stripe's `expand` does. */
function resolveId(state: FakeStripeState, id: string): unknown {
  const stores: [string, Map<string, unknown>][] = [
    ['cus_', state.customers],
    ['sub_', state.subscriptions],
    ['price_', state.prices],
    ['prod_', state.products],
    ['in_', state.invoices],
    ['cs_', state.checkoutSessions],
    ...state.connect.stores(),
  ];
  for (const [prefix, store] of stores) {
    if (id.startsWith(prefix)) return store.get(id);
  }
  return undefined;
}

function expandPath(
  state: FakeStripeState,
  holder: Record<string, unknown>,
  segments: string[],
  fullPath: string,
): void {
  const [key, ...rest] = segments;
  if (key === undefined) return;
  const value = holder[key];
  if (rest.length === 0) {
    if (typeof value === 'string') {
      const found = resolveId(state, value);
      if (found === undefined)
        throw new StripeApiError(400, `This property cannot be expanded (${fullPath}).`, 'expand');
      holder[key] = structuredClone(found);
    }
    return;
  }
  // A nested path expands the ids on its way too (`payment_intent.latest_charge`), as Stripe does.
  if (typeof value === 'string') {
    const found = resolveId(state, value);
    if (found === undefined) throw new StripeApiError(400, `This property cannot be expanded (${fullPath}).`, 'expand');
    holder[key] = structuredClone(found);
  }
  const expanded = holder[key];
  const children = Array.isArray(expanded) ? expanded : [expanded];
  for (const child of children) {
    if (child && typeof child === 'object') expandPath(state, child as Record<string, unknown>, rest, fullPath);
  }
}

/**
 * A copy of `object` with the `expand[]` paths replaced by the objects they name (`customer`,
 * `data.product`, `items.data.price.product`). Stripe refuses more than four levels; so does this.
 */
export function expandObject<T>(state: FakeStripeState, object: T, paths: string[]): T {
  const copy = structuredClone(object);
  for (const path of paths) {
    const segments = path.split('.');
    // A list's leading `data` is not a level: `data.items.data.price.product` is allowed on a list.
    const depth = segments[0] === 'data' ? segments.length - 1 : segments.length;
    if (depth > 4)
      throw new StripeApiError(400, `You cannot expand more than 4 levels of a property. Property: ${path}`, 'expand');
    expandPath(state, copy as Record<string, unknown>, segments, path);
  }
  return copy;
}

/** One page of `items` (already in Stripe's order, newest first), honouring `limit` and `starting_after`. */
export function paginate<T extends { id: string }>(items: T[], params: Params, url: string): StripeList<T> {
  const limit = readLimit(params);
  const startingAfter = readString(params, 'starting_after');
  let start = 0;
  if (startingAfter !== undefined) {
    const index = items.findIndex((item) => item.id === startingAfter);
    if (index < 0)
      throw new StripeApiError(400, `No such object: '${startingAfter}'`, 'starting_after', 'resource_missing');
    start = index + 1;
  }
  const page = items.slice(start, start + limit);
  return listOf(page, url, start + limit < items.length);
}
