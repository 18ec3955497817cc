import { describe, expect, it } from 'vitest';
import { brandWorkPath, readCampaignParam } from './order-work-key';

const CAMPAIGN = '8d189dcd-4530-446b-b8b4-18fcd497f1a2';
const CREATOR = '1a2be4a3-edca-4b28-8d81-8757dce8a32e';

describe("a hire's work link", () => {
  it("opens the creator's page with the campaign chosen in the address", () => {
    expect(brandWorkPath({ campaignId: CAMPAIGN, creatorId: CREATOR })).toBe(
      `/orders-influencer/${CREATOR}?campaign=${CAMPAIGN}`,
    );
  });

  it('escapes what it puts in the path and the query', () => {
    expect(brandWorkPath({ campaignId: 'a&b', creatorId: 'x/y' })).toBe('/orders-influencer/x%2Fy?campaign=a%26b');
  });
});

describe('readCampaignParam', () => {
  it('keeps a well-formed campaign id', () => {
    expect(readCampaignParam(CAMPAIGN)).toBe(CAMPAIGN);
  });

  it('drops a missing, empty or malformed one, so nothing is asked of the server', () => {
    expect(readCampaignParam(null)).toBeNull();
    expect(readCampaignParam('')).toBeNull();
    expect(readCampaignParam('not-an-id')).toBeNull();
    expect(readCampaignParam(`${CAMPAIGN}x`)).toBeNull();
  });
});
