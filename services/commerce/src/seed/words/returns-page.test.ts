import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '../../../../../shared/locales';
import { RETURN_DAYS } from '../../../../../shared/returns';
import { PAGES } from './pages';

/**
 * The structured data states the return rules of shared/returns.ts to search engines; the
 * returns page states them to shoppers. When one changes, this says the other must too.
 */
describe('the returns page and the return rules the structured data states', () => {
  it.each(LOCALE_CODES)('%s: the page gives the same number of days to return a purchase', (code) => {
    const [, text] = PAGES[code].returns.sections[0]!;
    expect(text.match(/\d+/g)).toEqual([String(RETURN_DAYS)]);
  });
});
