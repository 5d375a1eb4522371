import { describe, expect, it } from 'vitest';
import { UTM_KEYS } from './campaign';
import { CART_PARAM, TEMPLATE_PARAM } from './cart-links';
import { isBrowserOnlyParam, LANDING_KEYS } from './page-params';

describe('query parameters only the browser reads', () => {
  it('the landing keys are the cart, atc, disc, cjevent and the campaign values', () => {
    expect([...LANDING_KEYS].sort()).toEqual(['atc', CART_PARAM, 'cjevent', 'disc', ...UTM_KEYS].sort());
  });

  it.each([...LANDING_KEYS, 'utm_id', 'gclid', 'fbclid', 'msclkid', 'token', 'email', TEMPLATE_PARAM])(
    '%s never changes the HTML',
    (name) => {
      expect(isBrowserOnlyParam(name)).toBe(true);
    },
  );

  it.each(['page', 'sort', 'query', 'size', 'orientation', 'filters', 'utm'])('%s may change the HTML', (name) => {
    expect(isBrowserOnlyParam(name)).toBe(false);
  });
});
