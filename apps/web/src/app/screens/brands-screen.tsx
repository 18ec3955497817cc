import { BrandBilling } from '@/features/billing/components/brand-billing';
import { BrandsPage } from '@/features/influencers/pages/brands-page';

/**
 * /brands: the influencers feature's browse with the billing feature's plans, banners and return
 * from Checkout under its heading (composed here: features never import each other).
 */
export function BrandsScreen() {
  return <BrandsPage billing={<BrandBilling />} />;
}
