import { describe, expect, it } from 'vitest';
import { LOCALE_CODES, LOCALES } from '../shared/locales';
import { hostName, parseDomains, resolveMarket, urlForLocale } from './markets';

const local = parseDomains(Object.fromEntries([['localhost', 'sv'], ...LOCALE_CODES.map((code) => [`${code}.localhost`, code])]));

describe('resolveMarket', () => {
  it.each(LOCALE_CODES.map((code) => [code, LOCALES[code].storeID, LOCALES[code].currency]))(
    '%s.localhost serves store %i in %s',
    (code, storeID, currency) => {
      const market = resolveMarket(new URL(`http://${code}.localhost:8787/x`), local);
      expect(market.locale.code).toBe(code);
      expect(market.locale.storeID).toBe(storeID);
      expect(market.locale.currency).toBe(currency);
    },
  );

  it('bare localhost is Swedish', () => {
    expect(resolveMarket(new URL('http://localhost:8787/'), local).locale.code).toBe('sv');
  });

  it('an unconfigured host falls back to the default language', () => {
    expect(resolveMarket(new URL('https://preview.example.net/'), local).locale.code).toBe('sv');
  });

  it('host matching ignores case, port and a trailing dot', () => {
    expect(resolveMarket(new URL('http://DE.localhost.:9000/'), local).locale.code).toBe('de');
    expect(hostName('[::1]:8787')).toBe('[::1]');
  });
});

describe('parseDomains', () => {
  it('accepts the JSON text form', () => {
    expect(parseDomains('{"shop.example.fr":"fr"}').byHost.get('shop.example.fr')).toBe('fr');
  });

  it('rejects an unknown language', () => {
    expect(() => parseDomains({ 'shop.example.no': 'no' })).toThrow(/unknown language "no"/);
  });

  it('links to the first host configured per language, keeping the port', () => {
    const here = resolveMarket(new URL('http://sv.localhost:8787/a'), local);
    expect(urlForLocale('de', '/b', here, local)).toBe('http://de.localhost:8787/b');
  });
});
