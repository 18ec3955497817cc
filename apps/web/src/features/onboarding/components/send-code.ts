import type { PartnerType } from '@equicreators/shared';
import { ApiError } from '@/lib/http/api-client';
import { notify } from '@/lib/toast/notify';
import { sendAuthCode } from '../api/registration';

/**
 * The send-code action of a wizard: checks the address field, asks the server, and says what
 * happened (spec §8). Answers whether the code went out.
 */
export async function sendCodeFromForm(
  type: PartnerType,
  email: { validate: () => Promise<boolean>; read: () => string },
): Promise<boolean> {
  if (!(await email.validate())) return false;
  try {
    const { message } = await sendAuthCode({ email: email.read(), type });
    notify.success(message);
    return true;
  } catch (error) {
    notify.error(error instanceof ApiError && error.message ? error.message : 'Invalid Email Address');
    return false;
  }
}
