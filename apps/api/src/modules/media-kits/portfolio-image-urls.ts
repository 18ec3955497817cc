import type { Clock } from '../../platform/clock.ts';
import type { SecretHasher } from '../../platform/auth/secret-hasher.ts';
import type { KitOwner } from './media-kits.repository.ts';

/** Whom a signed address was given to: the kit's creator, or a visitor it was shown to (a brand). */
export type ImageAudience = 'owner' | 'visitor';

// Separates these signatures from every other use of the server secret.
const PURPOSE = 'media-kit-image';
/** As message files (docs/decisions/014): 5 to 6 minutes, rounded so one minute's addresses agree. */
const LIFETIME_SECONDS = 5 * 60;
const ROUNDING_SECONDS = 60;

/**
 * Addresses of a kit's portfolio images. A kit open to anyone serves them to anyone; otherwise an
 * `<img>` cannot send the bearer header, so the viewer the kit was shown to gets an HMAC-signed
 * address naming the kit, the work and the audience. The route still checks the consent and the
 * kit's visibility on every request: a brand's address stops working when the kit is hidden.
 */
export function createPortfolioImageUrls({ secrets, clock }: { secrets: SecretHasher; clock: Clock }) {
  const payload = (owner: KitOwner, submissionId: string, audience: ImageAudience, exp: number) =>
    `${owner.creatorId}\n${owner.handle}\n${submissionId}\n${audience}\n${exp}`;
  return {
    urlFor(owner: KitOwner, submissionId: string, audience: ImageAudience): string {
      const base = `/api/media-kits/${owner.handle}/portfolio/${submissionId}/image`;
      if (owner.visibility === 'anyone' && audience === 'visitor') return base;
      const nowSeconds = Math.floor(clock.now().getTime() / 1000);
      const exp = Math.ceil((nowSeconds + LIFETIME_SECONDS) / ROUNDING_SECONDS) * ROUNDING_SECONDS;
      // The signature starts with the audience's initial ('o' or 'v'), which it also covers.
      return `${base}?exp=${exp}&sig=${audience[0]}${secrets.hash(PURPOSE, payload(owner, submissionId, audience, exp))}`;
    },
    /** The audience a valid, unexpired signature was made for; null otherwise. */
    check(owner: KitOwner, submissionId: string, exp?: number, sig?: string): ImageAudience | null {
      if (exp === undefined || sig === undefined || exp * 1000 < clock.now().getTime()) return null;
      const audience: ImageAudience | null = sig[0] === 'o' ? 'owner' : sig[0] === 'v' ? 'visitor' : null;
      const hash = sig.slice(1);
      if (!audience || !/^[0-9a-f]{64}$/.test(hash)) return null;
      return secrets.matches(PURPOSE, payload(owner, submissionId, audience, exp), hash) ? audience : null;
    },
  };
}
