import { NO_CREATOR_FACETS, type OwnInfluencerProfile } from '@equicreators/shared';
import { describe, expect, it } from 'vitest';
import {
  describeFollowers,
  isNewLoginEmail,
  placeProfileIssues,
  profileFormDefaults,
  ProfileFieldsSchema,
  toProfileFormData,
  type ProfileFields,
} from './profile-form-values';

const FIELDS: ProfileFields = {
  firstName: 'Lucas',
  lastName: 'Haddad',
  bio: 'Eventing at home.',
  description: '',
  email: 'lucas.haddad@equicreators.test',
  phoneNumber: '',
  niche: ['Sports', 'Books'],
  socialMediaLinks: [{ link: 'https://www.instagram.com/lucas', followerCount: '1.5m' }],
  currentPassword: '',
};

describe('toProfileFormData', () => {
  it('sends the text fields as they are and the lists as JSON text', () => {
    const body = toProfileFormData(FIELDS, {});
    expect(body.get('firstName')).toBe('Lucas');
    expect(body.get('description')).toBe('');
    expect(body.get('phoneNumber')).toBe('');
    expect(JSON.parse(body.get('niche') as string)).toEqual(['Sports', 'Books']);
    expect(JSON.parse(body.get('socialMediaLinks') as string)).toEqual(FIELDS.socialMediaLinks);
    expect(body.has('file')).toBe(false);
    expect(body.has('removePicture')).toBe(false);
  });

  it('adds a new picture as the last part, named as chosen', () => {
    const file = new File([new Uint8Array([1, 2])], 'me.png', { type: 'image/png' });
    const body = toProfileFormData(FIELDS, { file, removePicture: false });
    expect((body.get('file') as File).name).toBe('me.png');
    expect([...body.keys()].at(-1)).toBe('file');
    expect(body.has('removePicture')).toBe(false);
  });

  it('sends the current password only when one was given, before the picture', () => {
    expect(toProfileFormData(FIELDS, {}).has('currentPassword')).toBe(false);
    const file = new File([new Uint8Array([1, 2])], 'me.png', { type: 'image/png' });
    const body = toProfileFormData({ ...FIELDS, currentPassword: ' my secret ' }, { file });
    expect(body.get('currentPassword')).toBe(' my secret ');
    expect([...body.keys()].at(-1)).toBe('file');
  });

  it('asks to remove the picture only when no new one was chosen', () => {
    expect(toProfileFormData(FIELDS, { removePicture: true }).get('removePicture')).toBe('true');
  });
});

describe('ProfileFieldsSchema (the server rules, on the form)', () => {
  it('refuses a phone number with letters and accepts an empty one', () => {
    const phone = (phoneNumber: string) => ProfileFieldsSchema.safeParse({ ...FIELDS, phoneNumber }).success;
    expect(phone('call me')).toBe(false);
    expect(phone('')).toBe(true);
    expect(phone('+44 20 7946 0018')).toBe(true);
  });

  it('refuses a link whose follower count is blank', () => {
    const result = ProfileFieldsSchema.safeParse({
      ...FIELDS,
      socialMediaLinks: [{ link: 'https://x.com/lucas', followerCount: '  ' }],
    });
    expect(result.success).toBe(false);
  });
});

describe('describeFollowers', () => {
  it('shows the number the follower text stands for', () => {
    expect(describeFollowers('1.5m')).toBe('1.5M · 1,500,000');
    expect(describeFollowers('12k')).toBe('12K · 12,000');
    expect(describeFollowers('835')).toBe('835 · 835');
    expect(describeFollowers('lots')).toBeNull();
  });
});

describe('profileFormDefaults', () => {
  it('starts from the login address and keeps only what the form edits of each link', () => {
    const profile: OwnInfluencerProfile = {
      ...FIELDS,
      _id: 'c1',
      phoneNumber: '2025550109',
      facets: NO_CREATOR_FACETS,
      media: null,
      thumbnail: null,
      verified: true,
      clubMember: false,
      totalFollowers: 1_500_000,
      dateJoined: '2026-01-02T00:00:00.000Z',
      rating: { average: null, count: 0 },
      pendingEmail: 'new@example.com',
      socialMediaLinks: [{ id: 'l1', link: 'https://x.com/l', followerCount: '2k', followers: 2000 }],
    };
    const defaults = profileFormDefaults(profile);
    expect(defaults.email).toBe(FIELDS.email);
    expect(defaults.socialMediaLinks).toEqual([{ link: 'https://x.com/l', followerCount: '2k' }]);
  });
});

describe('isNewLoginEmail', () => {
  const profile = { email: 'Lucas.Haddad@equicreators.test', pendingEmail: 'waiting@example.com' } as const;
  const asks = (typed: string) => isNewLoginEmail(typed, { ...FIELDS, ...profile } as unknown as OwnInfluencerProfile);

  it('asks for the password for an address that is neither the login nor the one waiting', () => {
    expect(asks('someone.else@example.com')).toBe(true);
  });

  it('does not ask for the login address or the waiting one, however they are typed', () => {
    expect(asks(' lucas.haddad@EQUICREATORS.test ')).toBe(false);
    expect(asks('Waiting@Example.com')).toBe(false);
    expect(asks('')).toBe(false);
  });
});

describe('placeProfileIssues', () => {
  it('puts each server issue beside its field, the picture ones by the picture, the rest above', () => {
    const placed = placeProfileIssues(
      [
        { field: 'phoneNumber', message: 'Enter a phone number using digits only' },
        { field: 'socialMediaLinks.0.followerCount', message: 'Write the follower count as a number' },
        { field: 'socialMediaLinks.5.link', message: 'Beyond the list' },
        { field: 'niche.1', message: 'Choose niches from the list' },
        { field: 'currentPassword', message: 'This is not your current password.' },
        { field: 'file', message: 'This file is not an image.' },
        { field: 'token', message: 'Unknown' },
      ],
      1,
    );
    expect(placed.fields).toEqual([
      { path: 'phoneNumber', message: 'Enter a phone number using digits only' },
      { path: 'socialMediaLinks.0.followerCount', message: 'Write the follower count as a number' },
      { path: 'socialMediaLinks', message: 'Beyond the list' },
      { path: 'niche', message: 'Choose niches from the list' },
      { path: 'currentPassword', message: 'This is not your current password.' },
    ]);
    expect(placed.picture).toEqual(['This file is not an image.']);
    expect(placed.other).toEqual(['token: Unknown']);
  });
});
