import type { UpdateInfluencerProfile } from '@equicreators/shared';
import type { CreatorRecord } from '../creators/creators.repository.ts';

/** What a profile edit changes, as far as the writes and the shared browse pages care. */
export type ProfileChanges = {
  /** The niches differ as a set (they are listed in one order whatever order they were sent in). */
  niches: boolean;
  /** The links differ, in order: replacing them gives them new ids and a new follower total. */
  links: boolean;
  /**
   * Anything a browse page or the statistics drawer shows differs: names, bio, description, phone,
   * niches, links or the picture. Only then are the pages every brand shares forgotten.
   */
  listed: boolean;
};

/**
 * Compares the saved creator with an edit. `changesPicture`: a new picture, or the removal of one
 * that exists. The e-mail is left out: it changes only when its link is opened.
 */
export function profileChangesOf(
  current: CreatorRecord,
  fields: UpdateInfluencerProfile,
  { changesPicture }: { changesPicture: boolean },
): ProfileChanges {
  const niches = !sameList(uniqueSorted(current.niches), uniqueSorted(fields.niche));
  const links = !sameList(
    current.socialLinks.map((link) => `${link.link}\n${link.followerText}`),
    fields.socialMediaLinks.map((link) => `${link.link}\n${link.followerCount}`),
  );
  const text =
    current.firstName !== fields.firstName ||
    current.lastName !== fields.lastName ||
    current.bio !== fields.bio ||
    current.description !== fields.description ||
    current.phoneNumber !== fields.phoneNumber;
  return { niches, links, listed: text || niches || links || changesPicture };
}

function uniqueSorted(values: readonly string[]): string[] {
  return [...new Set(values)].sort();
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}
