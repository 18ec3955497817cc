import type { InfluencerPage } from '@equicreators/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { bearer, type ApiLogin } from './campaign-api';
import { expect } from './fixtures';

/** GET /api/influencers as the brand: what /brands should show for the same query. */
export async function browseViaApi(
  request: APIRequestContext,
  brand: ApiLogin,
  query: string,
): Promise<InfluencerPage> {
  const response = await request.get(`/api/influencers?${query}`, { headers: bearer(brand) });
  expect(response.ok()).toBe(true);
  return (await response.json()) as InfluencerPage;
}

/** The creator cards of /brands. */
export function browseCards(page: Page) {
  return page.getByRole('list', { name: 'Influencers' }).getByRole('article');
}
