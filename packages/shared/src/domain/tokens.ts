/** Spec §4/§9: a login token is only accepted when it has exactly three dot-separated parts. */
export function hasThreeTokenParts(token: unknown): token is string {
  return typeof token === 'string' && token.split('.').length === 3 && !token.split('.').includes('');
}
