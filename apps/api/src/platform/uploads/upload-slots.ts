import { AppError, UPLOAD_LIMITS } from '@equicreators/shared';

/** Releases a slot; safe to call more than once. */
export type ReleaseSlot = () => void;

// A refused upload is worth retrying once another of the account's uploads has had time to end.
const RETRY_AFTER_SECONDS = 10;

/**
 * Counts the uploads each account has streaming in this process, so that one account cannot hold
 * many slow uploads open at once. Per process on purpose: a slot lives exactly as long as a
 * request on this server, and a crash must not leave a shared counter taken (decision 013).
 */
export function createUploadSlots(maxPerAccount: number = UPLOAD_LIMITS.maxConcurrentUploadsPerAccount) {
  const inUse = new Map<string, number>();
  return {
    /** Takes a slot for the account, or refuses with 429 when it already has its share. */
    acquire(accountId: string): ReleaseSlot {
      const count = inUse.get(accountId) ?? 0;
      if (count >= maxPerAccount) {
        throw new AppError(
          'RATE_LIMITED',
          `You already have ${maxPerAccount} uploads in progress. Wait for one to finish, then try again.`,
          { retryAfterSeconds: RETRY_AFTER_SECONDS },
        );
      }
      inUse.set(accountId, count + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (inUse.get(accountId) ?? 1) - 1;
        if (left > 0) inUse.set(accountId, left);
        else inUse.delete(accountId);
      };
    },
    inUseBy(accountId: string): number {
      return inUse.get(accountId) ?? 0;
    },
  };
}

export type UploadSlots = ReturnType<typeof createUploadSlots>;
