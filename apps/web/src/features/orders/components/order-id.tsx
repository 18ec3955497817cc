/** How many characters of the id the table shows: enough to tell orders apart at a glance. */
const SHORT_ID_LENGTH = 8;

/** The start of an order id (a campaign UUID), the way the table shows it. */
function shortOrderId(id: string): string {
  return id.length > SHORT_ID_LENGTH ? id.slice(0, SHORT_ID_LENGTH) : id;
}

export type OrderIdProps = { id: string; isShort?: boolean };

/** An order id in a monospace face; a shortened one keeps the whole id in its tooltip. */
export function OrderId({ id, isShort = false }: OrderIdProps) {
  return (
    <span className="font-mono text-[0.8125rem] break-all" title={isShort ? id : undefined}>
      {isShort ? shortOrderId(id) : id}
    </span>
  );
}
