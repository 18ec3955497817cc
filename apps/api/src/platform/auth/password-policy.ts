import { PASSWORD_LIMITS } from '@equicreators/shared';
import { dictionary } from '@zxcvbn-ts/language-common';

// The maintained list is ordered by frequency; DECISIONS refuses the 10,000 most common.
const COMMON_PASSWORD_COUNT = 10_000;
let commonPasswords: Set<string> | null = null;

/** True for one of the 10,000 most common passwords, ignoring case. */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT));
  return commonPasswords.has(password.toLowerCase());
}

/** Why a new password is refused, or null when it is fine. Length is checked by the shared schema too. */
export function passwordProblem(password: string): string | null {
  const length = Array.from(password).length;
  if (length < PASSWORD_LIMITS.minLength || length > PASSWORD_LIMITS.maxLength) {
    return `Use a password of ${PASSWORD_LIMITS.minLength} to ${PASSWORD_LIMITS.maxLength} characters.`;
  }
  if (isCommonPassword(password)) {
    return 'This password is one of the most common ones and easy to guess. Please choose another.';
  }
  return null;
}
