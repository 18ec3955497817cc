import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { isVideoAttachment } from './attachments.ts';
import { hasThreeTokenParts } from './tokens.ts';
import { areaPathFor, isUserType } from './user-types.ts';

describe('isVideoAttachment', () => {
  it('treats .mp4 and .mov addresses as videos, ignoring case and query', () => {
    expect(isVideoAttachment('/api/files/1/clip.MP4')).toBe(true);
    expect(isVideoAttachment('https://cdn.example/a.mov?sig=1')).toBe(true);
    expect(isVideoAttachment('/api/files/1/photo.webp')).toBe(false);
    expect(isVideoAttachment('/files/mp4')).toBe(false);
  });
});

describe('hasThreeTokenParts', () => {
  it('accepts only tokens with exactly three non-empty dot-separated parts', () => {
    expect(hasThreeTokenParts('a.b.c')).toBe(true);
    expect(hasThreeTokenParts('a.b')).toBe(false);
    expect(hasThreeTokenParts('a.b.c.d')).toBe(false);
    expect(hasThreeTokenParts('a..c')).toBe(false);
    expect(hasThreeTokenParts(undefined)).toBe(false);
  });
});

describe('user types', () => {
  it('sends brands to /brands and everyone else to /{type}', () => {
    expect(areaPathFor('brand')).toBe('/brands');
    expect(areaPathFor('contentCreator')).toBe('/contentCreator');
    expect(areaPathFor('admin')).toBe('/admin');
    expect(isUserType('contentCreator')).toBe(true);
    expect(isUserType('influencer')).toBe(false);
  });
});

describe('AppError', () => {
  it('maps each code to its HTTP status', () => {
    expect(new AppError('VALIDATION_FAILED', 'x').status).toBe(400);
    expect(new AppError('UNAUTHENTICATED', 'x').status).toBe(401);
    expect(new AppError('CONFLICT', 'x').status).toBe(409);
    expect(new AppError('RATE_LIMITED', 'x', { retryAfterSeconds: 30 }).retryAfterSeconds).toBe(30);
  });
});
