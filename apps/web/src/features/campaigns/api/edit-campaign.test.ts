import type { CampaignFormFields } from '@equicreators/shared';
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_TARGETS, CAMPAIGN_TEXT_FIELDS } from './campaign-fields.fixture';
import { toEditCampaignFormData } from './edit-campaign';

const FIELDS = {
  ...CAMPAIGN_TEXT_FIELDS,
  ...CAMPAIGN_TARGETS,
  niches: ['Lifestyle', 'Education'],
} satisfies CampaignFormFields;

describe('toEditCampaignFormData', () => {
  it('names kept and new images in the brand order, and sends the new files in that order', () => {
    const first = new File([new Uint8Array([1])], 'new-first.png', { type: 'image/png' });
    const second = new File([new Uint8Array([2])], 'new-second.jpg', { type: 'image/jpeg' });
    const body = toEditCampaignFormData(FIELDS, [
      { keptId: null, file: first },
      { keptId: '7d0c2a7e-2f7b-4d8e-9a3c-3b5f0e1d9c11', file: null },
      { keptId: null, file: second },
    ]);
    expect(body.get('niches')).toBe('Lifestyle,Education');
    for (const [name, value] of Object.entries(CAMPAIGN_TEXT_FIELDS)) expect(body.get(name)).toBe(value);
    expect(body.get('imageOrder')).toBe('new:0,7d0c2a7e-2f7b-4d8e-9a3c-3b5f0e1d9c11,new:1');
    expect(body.getAll('images').map((file) => (file as File).name)).toEqual(['new-first.png', 'new-second.jpg']);
  });

  it('sends an empty application deadline to remove it, and the given one otherwise', () => {
    expect(toEditCampaignFormData(FIELDS, []).get('applicationDeadline')).toBe('');
    const deadline = '2026-12-24T12:00:00.000Z';
    expect(toEditCampaignFormData({ ...FIELDS, applicationDeadline: deadline }, []).get('applicationDeadline')).toBe(
      deadline,
    );
  });
});
