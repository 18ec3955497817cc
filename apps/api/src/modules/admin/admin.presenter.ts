import type { AdminProfile } from '@equicreators/shared';
import type { AdminAccount } from './admin.service.ts';

export function presentAdminProfile(admin: AdminAccount): AdminProfile {
  return { _id: admin.id, firstName: admin.email.split('@')[0] ?? 'Admin', email: admin.email };
}
