import type { Locator } from '@playwright/test';

export type FormDeliverable = {
  platform?: string;
  format: string;
  quantity?: number;
  dueDate?: string;
  notes?: string;
};

export type FormOffer = {
  /** The fee per creator as typed, in major units ('250.50'); absent: an unpaid (exposure) campaign. */
  fee?: string;
  currency?: 'GBP' | 'USD' | 'EUR';
  spots?: number;
  applicationDeadline?: string;
  contentStart?: string;
  contentEnd?: string;
  deliverables?: FormDeliverable[];
};

/** A day some days from today, as a date input takes it (YYYY-MM-DD, the browser's zone). */
export function daysFromToday(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000);
  return `${String(day.getFullYear())}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

/** A day as the campaign's details write it: '10 Jan 2027'. */
export function shownDay(day: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' }).format(
    new Date(`${day}T12:00:00Z`),
  );
}

/** The campaign form's deliverable row (a group named 'Deliverable N'). */
export function deliverableRow(form: Locator, position: number): Locator {
  return form.getByRole('group', { name: `Deliverable ${String(position)}`, exact: true });
}

/**
 * Fills the brief builder's offer (issue 31): the compensation, the spots, the dates and the
 * deliverables, adding rows as needed (a new form has one).
 */
export async function fillOffer(form: Locator, offer: FormOffer): Promise<void> {
  if (offer.fee === undefined) {
    await form.getByRole('checkbox', { name: 'Paid fee' }).uncheck();
    await form.getByRole('checkbox', { name: 'Unpaid (exposure)' }).check();
  } else {
    await form.getByRole('checkbox', { name: 'Paid fee' }).check();
    if (offer.currency) await form.getByLabel('Currency').selectOption(offer.currency);
    await form.getByLabel('Fee per creator').fill(offer.fee);
  }
  if (offer.spots !== undefined) await form.getByLabel('Creators wanted').fill(String(offer.spots));
  if (offer.applicationDeadline) {
    await form.getByLabel('Application deadline (optional)').fill(offer.applicationDeadline);
  }
  if (offer.contentStart) await form.getByLabel('Content window start (optional)').fill(offer.contentStart);
  if (offer.contentEnd) await form.getByLabel('Content window end (optional)').fill(offer.contentEnd);
  const deliverables = offer.deliverables ?? [];
  for (const [index, item] of deliverables.entries()) {
    const row = deliverableRow(form, index + 1);
    if ((await row.count()) === 0) await form.getByRole('button', { name: 'Add a deliverable' }).click();
    if (item.platform) await row.getByLabel('Platform').selectOption(item.platform);
    await row.getByLabel('Format').selectOption({ label: item.format });
    await row.getByLabel('Quantity').fill(String(item.quantity ?? 1));
    if (item.dueDate) await row.getByLabel('Due date (optional)').fill(item.dueDate);
    if (item.notes) await row.getByLabel('Notes (optional)').fill(item.notes);
  }
}
