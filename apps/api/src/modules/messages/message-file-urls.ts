import type { Clock } from '../../platform/clock.ts';
import type { SecretHasher } from '../../platform/auth/secret-hasher.ts';

export type AttachmentVariant = 'original' | 'thumbnail';

/** What a signed address names: the file, which of its variants, and until when (unix seconds). */
export type SignedFileRequest = { fileId: string; variant: AttachmentVariant; exp: number; sig: string };

export type MessageFileUrls = {
  /** A short-lived address of an attachment; `extension` ends the path so players know a video by its name. */
  urlFor(fileId: string, variant: AttachmentVariant, extension: string): string;
  /** 'valid', or why not: a wrong signature and an expired one both answer 403. */
  check(request: SignedFileRequest): 'valid' | 'bad-signature' | 'expired';
};

// The keyed hash's purpose separates these signatures from every other use of the server secret.
const PURPOSE = 'message-file-url';

/**
 * How long a signed address works (docs/decisions/014). Five minutes: anyone who copies one from
 * a log, a history or a shared screen, or keeps it after logging out, holds it minutes, not an
 * hour. The expiry is rounded up to the next whole minute, so every address of a file minted within
 * the same minute is the same and the browser's cache serves it again (a thread re-read, a second
 * tab); an address therefore works between 5 and 6 minutes. The web app fetches fresh ones before
 * they lapse and keeps showing what it has loaded.
 */
export const MESSAGE_FILE_URL_TIMING = { lifetimeSeconds: 5 * 60, roundingSeconds: 60 } as const;

/**
 * Signed addresses of message attachments (docs/decisions/010 and 014): an `<img>` or `<video>`
 * cannot send the bearer header, so the thread's reader gets an HMAC-signed address valid for
 * 5 to 6 minutes. Only the thread's parties are ever given one.
 */
export function createMessageFileUrls({ secrets, clock }: { secrets: SecretHasher; clock: Clock }): MessageFileUrls {
  const payload = (fileId: string, variant: AttachmentVariant, exp: number) => `${fileId}\n${variant}\n${exp}`;
  return {
    urlFor(fileId, variant, extension) {
      const nowSeconds = Math.floor(clock.now().getTime() / 1000);
      const { lifetimeSeconds, roundingSeconds } = MESSAGE_FILE_URL_TIMING;
      const exp = Math.ceil((nowSeconds + lifetimeSeconds) / roundingSeconds) * roundingSeconds;
      const sig = secrets.hash(PURPOSE, payload(fileId, variant, exp));
      const variantPart = variant === 'thumbnail' ? '&variant=thumbnail' : '';
      return `/api/messages/files/${fileId}.${extension}?exp=${exp}${variantPart}&sig=${sig}`;
    },
    check({ fileId, variant, exp, sig }) {
      if (!/^[0-9a-f]{64}$/.test(sig) || !secrets.matches(PURPOSE, payload(fileId, variant, exp), sig)) {
        return 'bad-signature';
      }
      return exp * 1000 < clock.now().getTime() ? 'expired' : 'valid';
    },
  };
}

/** The extension that ends an attachment's address, from its stored content type. */
export function extensionOf(contentType: string): string {
  if (contentType === 'video/mp4') return 'mp4';
  if (contentType === 'video/quicktime') return 'mov';
  return 'webp';
}
