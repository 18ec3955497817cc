import type { PaymentLine } from './fake-stripe-connect-state.ts';
import {
  readArray,
  readMetadata,
  readObject,
  readString,
  requireString,
  StripeApiError,
  type Params,
} from './fake-stripe-params.ts';
import { buildCheckoutSession } from './fake-stripe-sessions.ts';
import type { FakeStripeState } from './fake-stripe-state.ts';

/** Payment-mode Checkout's parameters, and the checks of integers, currencies and enums Stripe makes. */

export function readInteger(params: Params | undefined, key: string, param = key): number | undefined {
  const raw = readString(params, key);
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (!/^-?\d+$/.test(raw) || !Number.isSafeInteger(value))
    throw new StripeApiError(400, `Invalid integer: ${raw}`, param, 'parameter_invalid_integer');
  return value;
}

export function requirePositive(params: Params, key: string, param = key): number {
  const value = readInteger(params, key, param);
  if (value === undefined)
    throw new StripeApiError(400, `Missing required param: ${param}.`, param, 'parameter_missing');
  if (value < 1)
    throw new StripeApiError(400, `This value must be greater than or equal to 1.`, param, 'parameter_invalid_integer');
  return value;
}

export function requireCurrency(params: Params, key: string, param = key): string {
  const currency = requireString(params, key, param).toLowerCase();
  if (!/^[a-z]{3}$/.test(currency))
    throw new StripeApiError(400, `Invalid currency: ${currency}.`, param, 'parameter_invalid_string');
  return currency;
}

export function oneOf<T extends string>(value: string, allowed: readonly T[], param: string): T {
  if (!(allowed as readonly string[]).includes(value))
    throw new StripeApiError(
      400,
      `Invalid ${param}: must be one of ${allowed.join(', ')}`,
      param,
      'parameter_invalid_string',
    );
  return value as T;
}

/** POST /v1/checkout/sessions with mode=payment: ad-hoc `price_data` lines in one currency. Its id. */
export function createPaymentCheckoutSession(state: FakeStripeState, params: Params, baseUrl: string): string {
  const items = readArray(params, 'line_items');
  if (items.length === 0)
    throw new StripeApiError(400, 'Missing required param: line_items.', 'line_items', 'parameter_missing');
  let currency: string | undefined;
  const lines: PaymentLine[] = items.map((item, index) => {
    const at = `line_items[${index}]`;
    if (typeof item === 'string') throw new StripeApiError(400, `Invalid ${at}.`, at, 'parameter_invalid_string');
    const priceData = readObject(item, 'price_data');
    if (!priceData)
      throw new StripeApiError(
        400,
        `Missing required param: ${at}[price_data].`,
        `${at}[price_data]`,
        'parameter_missing',
      );
    const lineCurrency = requireCurrency(priceData, 'currency', `${at}[price_data][currency]`);
    if (currency !== undefined && lineCurrency !== currency)
      throw new StripeApiError(400, 'All line items must be in the same currency.', `${at}[price_data][currency]`);
    currency = lineCurrency;
    const unitAmount = readInteger(priceData, 'unit_amount', `${at}[price_data][unit_amount]`);
    if (unitAmount === undefined || unitAmount < 0)
      throw new StripeApiError(
        400,
        `Missing required param: ${at}[price_data][unit_amount].`,
        `${at}[price_data][unit_amount]`,
        'parameter_missing',
      );
    const name = requireString(
      readObject(priceData, 'product_data') ?? {},
      'name',
      `${at}[price_data][product_data][name]`,
    );
    const quantity = item.quantity === undefined ? 1 : requirePositive(item, 'quantity', `${at}[quantity]`);
    return { name, unitAmount, quantity };
  });
  const customer = readString(params, 'customer') ?? null;
  const customerEmail = readString(params, 'customer_email') ?? null;
  if (customer && customerEmail)
    throw new StripeApiError(
      400,
      'You may only specify one of these parameters: customer, customer_email.',
      'customer_email',
    );
  if (customer) state.customer(customer, 'customer');
  const amount = lines.reduce((sum, line) => sum + line.unitAmount * line.quantity, 0);
  const session = buildCheckoutSession(
    {
      cancel_url: readString(params, 'cancel_url') ?? null,
      client_reference_id: readString(params, 'client_reference_id') ?? null,
      customer,
      customer_email: customerEmail,
      metadata: readMetadata(params) ?? {},
      mode: 'payment',
      success_url: readString(params, 'success_url') ?? null,
    },
    amount,
    currency ?? 'usd',
    baseUrl,
  );
  const intentData = readObject(params, 'payment_intent_data');
  state.checkoutSessions.set(session.id, session);
  state.connect.paymentCheckouts.set(session.id, {
    lines,
    transferGroup: readString(intentData, 'transfer_group') ?? null,
    intentMetadata: readMetadata(intentData) ?? {},
    description: readString(intentData, 'description') ?? null,
    baseUrl,
  });
  return session.id;
}
