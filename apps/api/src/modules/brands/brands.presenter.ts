import type { AdminBrand, BrandProfile } from '@equicreators/shared';
import type { BrandRecord } from './brands.repository.ts';

/** The brand's own profile; `firstName` carries the full name, as spec §3 loads it after login. */
export function presentBrandProfile(brand: BrandRecord): BrandProfile {
  return {
    _id: brand.accountId,
    firstName: brand.fullName,
    fullName: brand.fullName,
    email: brand.email,
    companyName: brand.companyName,
    phone: brand.phone,
    brandDescription: brand.brandDescription,
    influencerType: brand.influencerTypes,
    brandAddress: brand.brandAddress,
    collaborationType: brand.collaborationType,
    subscription: brand.subscription,
    payment: brand.payment,
  };
}

export function presentAdminBrand(brand: BrandRecord): AdminBrand {
  return {
    _id: brand.accountId,
    fullName: brand.fullName,
    companyName: brand.companyName,
    email: brand.email,
    subscription: brand.subscription,
    payment: brand.payment,
    comped: brand.comped,
    subscriptionStatus: brand.subscriptionStatus,
    status: brand.status,
    dateJoined: brand.createdAt.toISOString(),
  };
}
