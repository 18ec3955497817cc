import { localDateOf, type CampaignOffer, type LocalDate } from '@equicreators/shared';
import type { DemoOffer } from './demo-content.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A demo offer as the API stores one: its days counted from the seeding, in the brand's zone. */
export function demoOfferOf(demo: DemoOffer, timeZone: string, now: Date): CampaignOffer {
  const { applyWithinDays, contentFromDays, contentToDays, deliverables, ...terms } = demo;
  const day = (days: number): LocalDate => localDateOf(new Date(now.getTime() + days * DAY_MS), timeZone);
  return {
    ...terms,
    timeZone,
    applicationDeadline: day(applyWithinDays),
    contentStart: day(contentFromDays),
    contentEnd: day(contentToDays),
    deliverables: deliverables.map(({ dueInDays, ...item }) => ({ ...item, dueDate: day(dueInDays) })),
  };
}
