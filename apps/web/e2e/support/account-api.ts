import type { APIRequestContext } from '@playwright/test';
import { codeIn, expect, latestMailTo, uniqueEmail } from './fixtures';

/**
 * A new brand of its own, signed up through the API (code by e-mail, then POST /api/brands), for a
 * journey that changes a brand's state: the demo brands are shared by journeys running at once.
 */
export async function registerBrandViaApi(request: APIRequestContext, companyName: string) {
  const email = uniqueEmail('brand');
  const sent = await request.post('/api/influencers/sendcode', { data: { email, type: 'brand' } });
  expect(sent.ok(), await sent.text()).toBe(true);
  const code = codeIn(await latestMailTo(request, email, 'code'));
  const registered = await request.post('/api/brands', {
    data: {
      fullName: 'Journey Brand Owner',
      email,
      password: 'Gallop-through-autumn-1',
      companyName,
      phone: '415 555 0142',
      brandDescription: 'A brand made by a journey.',
      influencerType: ['Paid Campaigns'],
      brandAddress: '1 Paddock Lane, Lexington, KY',
      collaborationType: 'Campaign by campaign',
      subscription: 'Monthly',
      auth: code,
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  return { email, companyName };
}
