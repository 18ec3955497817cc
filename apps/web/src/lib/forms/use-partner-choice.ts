import type { PartnerType } from '@equicreators/shared';
import { useState, useSyncExternalStore } from 'react';
import { saveSelectedPartner } from '@/lib/session/session';

const DEFAULT_PARTNER: PartnerType = 'contentCreator';
const subscribeToNothing = () => () => undefined;

/**
 * The Content Creator / Brand choice of /join and /login (spec §2: default Content Creator,
 * remembered under selected_partner). `readPreferred` says what the browser prefers (the stored
 * choice, a join link's); it must answer the same on every call of one visit. The page is
 * rendered ahead for a visitor without one, so hydration starts from the default and the preferred
 * choice follows in the next render, instead of a mismatch that React would have to repair.
 */
export function usePartnerChoice(readPreferred: () => PartnerType | null): [PartnerType, (next: PartnerType) => void] {
  const preferred = useSyncExternalStore(
    subscribeToNothing,
    () => readPreferred() ?? DEFAULT_PARTNER,
    () => DEFAULT_PARTNER,
  );
  const [chosen, setChosen] = useState<PartnerType | null>(null);
  const choose = (next: PartnerType) => {
    setChosen(next);
    saveSelectedPartner(next);
  };
  return [chosen ?? preferred, choose];
}
