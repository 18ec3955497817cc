import { UpdateInfluencerProfileSchema } from '@equicreators/shared';
import { describe, expect, it } from 'vitest';
import type { CreatorRecord } from '../creators/creators.repository.ts';
import { profileChangesOf } from './profile-changes.ts';

const saved = {
  accountId: 'creator-1',
  firstName: 'Ava',
  lastName: 'Sinclair',
  bio: 'Eventing rider',
  description: 'Cross-country diaries',
  phoneNumber: '2025550100',
  email: 'ava@example.test',
  niches: ['Sports', 'Travel'],
  socialLinks: [
    { link: 'https://instagram.com/ava', followerText: '12k' },
    { link: 'https://youtube.com/@ava', followerText: '1.5m' },
  ],
} as unknown as CreatorRecord;

const edit = (overrides: Record<string, unknown> = {}) =>
  UpdateInfluencerProfileSchema.parse({
    firstName: 'Ava',
    lastName: 'Sinclair',
    bio: 'Eventing rider',
    description: 'Cross-country diaries',
    email: 'ava@example.test',
    phoneNumber: '2025550100',
    niche: ['travel', 'Sports'],
    socialMediaLinks: [
      { link: 'https://instagram.com/ava', followerCount: '12k' },
      { link: 'https://youtube.com/@ava', followerCount: '1.5m' },
    ],
    ...overrides,
  });

const changes = (overrides: Record<string, unknown> = {}, changesPicture = false) =>
  profileChangesOf(saved, edit(overrides), { changesPicture });

describe('what a profile edit changes', () => {
  it('finds nothing in a form saved as it was, whatever the order or spelling of the niches', () => {
    expect(changes()).toEqual({ niches: false, links: false, listed: false });
  });

  it('finds nothing listed in a new e-mail address or password: the login changes later, from its link', () => {
    expect(changes({ email: 'ava.new@example.test', currentPassword: 'secret' })).toEqual({
      niches: false,
      links: false,
      listed: false,
    });
  });

  it.each([
    ['first name', { firstName: 'Eva' }],
    ['last name', { lastName: 'Sinclaire' }],
    ['bio', { bio: 'Show jumper' }],
    ['description', { description: 'Dressage diaries' }],
    ['phone number', { phoneNumber: '' }],
  ])('lists a new %s', (_, overrides) => {
    expect(changes(overrides)).toEqual({ niches: false, links: false, listed: true });
  });

  it('lists new niches', () => {
    expect(changes({ niche: ['Sports'] })).toEqual({ niches: true, links: false, listed: true });
  });

  it('lists links changed in address, follower text or order', () => {
    const [instagram, youtube] = edit().socialMediaLinks;
    for (const socialMediaLinks of [
      [instagram, { ...youtube, followerCount: '1.6m' }],
      [youtube, instagram],
      [instagram],
    ]) {
      expect(changes({ socialMediaLinks })).toEqual({ niches: false, links: true, listed: true });
    }
  });

  it('lists a new or removed picture', () => {
    expect(changes({}, true)).toEqual({ niches: false, links: false, listed: true });
  });
});
