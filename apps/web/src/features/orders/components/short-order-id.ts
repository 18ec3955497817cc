/** How many characters of the id the table shows: enough to tell orders apart at a glance. */
const SHORT_ID_LENGTH = 8;

/** The start of an order id (the hire's UUID), the way the table shows it and names its link. */
export function shortOrderId(id: string): string {
  return id.length > SHORT_ID_LENGTH ? id.slice(0, SHORT_ID_LENGTH) : id;
}
