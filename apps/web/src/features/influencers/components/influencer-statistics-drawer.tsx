import { INFLUENCER_MESSAGES } from '@equicreators/shared';
import { Drawer, DrawerContent } from '@/components/ui/drawer';
import type { InfluencerDisplay } from '../influencer-display';
import { InfluencerStatistics } from './influencer-statistics';

export type InfluencerStatisticsDrawerProps = {
  influencer: InfluencerDisplay | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Spec §2: the avatar opens the full profile in a drawer from the left, headed 'Influencer Statistics'. */
export function InfluencerStatisticsDrawer({ influencer, open, onOpenChange }: InfluencerStatisticsDrawerProps) {
  return (
    <Drawer open={open} onOpenChange={onOpenChange}>
      <DrawerContent title={INFLUENCER_MESSAGES.statisticsHeading} side="left">
        {influencer && <InfluencerStatistics influencer={influencer} />}
      </DrawerContent>
    </Drawer>
  );
}
