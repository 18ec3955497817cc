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
const LIFETIME_SECONDS = 60 * 60;
// Addresses made within the same ten minutes are identical, so a browser's cache can serve them again.
const ROUNDING_SECONDS = 10 * 60;

/**
 * Signed addresses of message attachments (docs/decisions/010): an `<img>` or `<video>` cannot send
 * the bearer header, so the thread's reader gets an HMAC-signed address valid for about an hour
 * (between 60 and 70 minutes). Only the thread's parties are ever given one.
 */
export function createMessageFileUrls({ secrets, clock }: { secrets: SecretHasher; clock: Clock }): MessageFileUrls {
  const payload = (fileId: string, variant: AttachmentVariant, exp: number) => `${fileId}\n${variant}\n${exp}`;
  return {
    urlFor(fileId, variant, extension) {
      const nowSeconds = Math.floor(clock.now().getTime() / 1000);
      const exp = Math.ceil((nowSeconds + LIFETIME_SECONDS) / ROUNDING_SECONDS) * ROUNDING_SECONDS;
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
