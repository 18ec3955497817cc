import { shortOrderId } from './short-order-id';

export type OrderIdProps = { id: string; isShort?: boolean };

/** An order id in a monospace face; a shortened one keeps the whole id in its tooltip. */
export function OrderId({ id, isShort = false }: OrderIdProps) {
  return (
    <span className="font-mono text-[0.8125rem] break-all" title={isShort ? id : undefined}>
      {isShort ? shortOrderId(id) : id}
    </span>
  );
}
