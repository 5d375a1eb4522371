import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { campaignFromParams, parseCampaignData, UTM_KEYS } from './campaign';

describe('campaignFromParams', () => {
  it.each<[string, object | null]>([
    [
      '?utm_source=newsletter&utm_medium=email&utm_campaign=spring',
      { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring' },
    ],
    ['?utm_term=posters&utm_content=hero', { utm_term: 'posters', utm_content: 'hero' }],
    ['?utm_source=%20ads%20', { utm_source: 'ads' }],
    ['?utm_source=&utm_medium=%20', null],
    [`?utm_source=${'x'.repeat(201)}`, null],
    ['?utm_other=1&disc=ABC', null],
    ['', null],
  ])('%s', (search, expected) => {
    expect(campaignFromParams(search)).toEqual(expected);
  });

  test.prop([fc.string()])('never throws and only keeps UTM keys', (search) => {
    const data = campaignFromParams(search);
    if (data) for (const key of Object.keys(data)) expect(UTM_KEYS).toContain(key);
  });
});

describe('parseCampaignData (from storage)', () => {
  it.each<[unknown, object | null]>([
    [{ utm_source: 'a', utm_medium: 3, other: 'x' }, { utm_source: 'a' }],
    [['utm_source'], null],
    ['utm_source=a', null],
    [null, null],
  ])('%j', (value, expected) => {
    expect(parseCampaignData(value)).toEqual(expected);
  });

  test.prop([fc.anything()])('never throws', (value) => {
    expect(() => parseCampaignData(value)).not.toThrow();
  });
});
