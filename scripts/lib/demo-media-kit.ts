/**
 * A media kit to measure (docs/decisions/030): the page /c/{handle} exists only once a creator
 * publishes one, so the measuring scripts publish the demo creator's on their fresh server, open to
 * anyone, with the kit's facets left as the demo data has them and one package.
 */
export const DEMO_MEDIA_KIT_PATH = '/c/ava-sinclair';

/** The fresh server of the measuring scripts holds the demo data, so that the demo creator exists. */
export const DEMO_MEDIA_KIT_SERVER_ENV = { SEED_DEMO_DATA: 'true' };

const DEMO_CREATOR = { email: 'ava.sinclair@equicreators.test', password: 'Canter-Demo-2026' };

/** Publishes the demo creator's kit at DEMO_MEDIA_KIT_PATH on the server at `baseUrl`. */
export async function publishDemoMediaKit(baseUrl: string): Promise<void> {
  const login = await fetch(`${baseUrl}/api/influencers/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...DEMO_CREATOR, type: 'contentCreator' }),
  });
  if (!login.ok) throw new Error(`The demo creator could not log in: ${login.status} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  const saved = await fetch(`${baseUrl}/api/influencers/profile/media-kit`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      handle: DEMO_MEDIA_KIT_PATH.slice('/c/'.length),
      visibility: 'anyone',
      packages: [
        {
          title: 'One reel',
          description: 'A 30-second reel with two rounds of changes.',
          priceMinor: 45_000,
          currency: 'GBP',
        },
      ],
    }),
  });
  if (!saved.ok) throw new Error(`The demo media kit was not saved: ${saved.status} ${await saved.text()}`);
}
