import {
  formatFollowerCount,
  parseFollowerText,
  UpdateInfluencerProfileSchema,
  type FieldIssue,
  type OwnInfluencerProfile,
} from '@equicreators/shared';
import type { z } from 'zod';

/** The form's rules: the server's own schema; the picture field, not a text input, decides `removePicture`. */
export const ProfileFieldsSchema = UpdateInfluencerProfileSchema.omit({ removePicture: true });
export type ProfileFormValues = z.input<typeof ProfileFieldsSchema>;
export type ProfileFields = z.output<typeof ProfileFieldsSchema>;
export type ProfileFieldName = keyof ProfileFormValues;
export const PROFILE_FIELD_NAMES = Object.keys(ProfileFieldsSchema.shape) as ProfileFieldName[];

/** The form starts from the saved profile: the login address, not one still waiting for its link. */
export function profileFormDefaults(profile: OwnInfluencerProfile): ProfileFormValues {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    bio: profile.bio,
    description: profile.description,
    email: profile.email,
    phoneNumber: profile.phoneNumber,
    niche: [...profile.niche],
    socialMediaLinks: profile.socialMediaLinks.map(({ link, followerCount }) => ({ link, followerCount })),
    currentPassword: '',
  };
}

/**
 * Whether the typed address asks for a new login e-mail: neither the current one nor the one
 * already waiting for its link. Only then does the form ask for the current password (issue 18).
 */
export function isNewLoginEmail(typed: string, profile: OwnInfluencerProfile): boolean {
  const email = typed.trim().toLowerCase();
  return email !== '' && email !== profile.email.toLowerCase() && email !== profile.pendingEmail;
}

/** Follower text as the number it stands for: '1.5m' → '1.5M · 1,500,000', or null when it has none. */
export function describeFollowers(text: string): string | null {
  const count = parseFollowerText(text);
  return count === null ? null : `${formatFollowerCount(count)} · ${count.toLocaleString('en-US')}`;
}

export type PictureChange = { file?: File | undefined; removePicture?: boolean };

/**
 * The multipart body of PUT /api/influencers/profile/edit: the text fields, the lists as JSON text,
 * the current password when one was given, then the new picture (a file goes last, so the server has read every field before its bytes) or
 * `removePicture=true`.
 */
export function toProfileFormData(fields: ProfileFields, picture: PictureChange): FormData {
  const body = new FormData();
  body.append('firstName', fields.firstName);
  body.append('lastName', fields.lastName);
  body.append('bio', fields.bio);
  body.append('description', fields.description);
  body.append('email', fields.email);
  body.append('phoneNumber', fields.phoneNumber);
  body.append('niche', JSON.stringify(fields.niche));
  body.append('socialMediaLinks', JSON.stringify(fields.socialMediaLinks));
  // Sent only with a new address, so the password does not travel with every save.
  if (fields.currentPassword) body.append('currentPassword', fields.currentPassword);
  if (picture.file) body.append('file', picture.file, picture.file.name);
  else if (picture.removePicture) body.append('removePicture', 'true');
  return body;
}

export type ProfileIssues = {
  /** Paths the form can show a message beside (`bio`, `socialMediaLinks.0.link`). */
  fields: { path: string; message: string }[];
  /** About the picture (`file`, `removePicture`). */
  picture: string[];
  /** Anything else, shown once above the buttons. */
  other: string[];
};

/**
 * Places a 400 answer's `fields` on the form. A list item keeps its index when the form has one
 * (`socialMediaLinks.1.followerCount`); a niche's issue goes to the niche list as a whole.
 */
export function placeProfileIssues(issues: readonly FieldIssue[], linkCount: number): ProfileIssues {
  const placed: ProfileIssues = { fields: [], picture: [], other: [] };
  for (const { field, message } of issues) {
    const [name = '', index, part] = field.split('.');
    if (name === 'file' || name === 'removePicture') placed.picture.push(message);
    else if (name === 'socialMediaLinks' && index !== undefined && Number(index) < linkCount && part)
      placed.fields.push({ path: `${name}.${index}.${part}`, message });
    else if ((PROFILE_FIELD_NAMES as readonly string[]).includes(name)) placed.fields.push({ path: name, message });
    else placed.other.push(field ? `${field}: ${message}` : message);
  }
  return placed;
}
