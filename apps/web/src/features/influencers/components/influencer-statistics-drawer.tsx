import { INFLUENCER_MESSAGES } from '@equicreators/shared';
import type { ReactNode } from 'react';
import { Drawer, DrawerContent } from '@/components/ui/drawer';
import { fullName, type InfluencerDisplay } from '../influencer-display';
import { InfluencerStatistics } from './influencer-statistics';
import { KitRates } from './kit-rates';

export type InfluencerStatisticsDrawerProps = {
  influencer: InfluencerDisplay | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Controls above the profile (the brand's 'Save' to a shortlist). */
  actions?: ReactNode;
};

/** Spec §2: the avatar opens the full profile in a drawer from the left, headed 'Influencer Statistics'. */
export function InfluencerStatisticsDrawer({
  influencer,
  open,
  onOpenChange,
  actions,
}: InfluencerStatisticsDrawerProps) {
  return (
    <Drawer open={open} onOpenChange={onOpenChange}>
      <DrawerContent title={INFLUENCER_MESSAGES.statisticsHeading} side="left">
        {actions && <div className="mb-4">{actions}</div>}
        {influencer && (
          <div className="flex flex-col gap-6">
            <InfluencerStatistics influencer={influencer} />
            <KitRates creatorId={influencer._id} name={fullName(influencer)} />
          </div>
        )}
      </DrawerContent>
    </Drawer>
  );
}
