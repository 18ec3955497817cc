import { INFLUENCER_MESSAGES } from '@equicreators/shared';
import type { ReactNode } from 'react';
import { Drawer, DrawerContent } from '@/components/ui/drawer';
import type { InfluencerDisplay } from '../influencer-display';
import { InfluencerStatistics } from './influencer-statistics';

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
        {influencer && <InfluencerStatistics influencer={influencer} />}
      </DrawerContent>
    </Drawer>
  );
}
