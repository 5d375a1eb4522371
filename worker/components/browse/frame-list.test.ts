import { describe, expect, it } from 'vitest';
import { summary } from '../../../tests/fixtures/catalog';
import { createTranslator } from '../../i18n';
import { frameListOf } from './frame-list';

describe('frameListOf', () => {
  it('makes a frames read into its file once: the same read (an edge-cache entry’s own array) gives the same file', () => {
    const read = [{ ...summary }];
    const t = createTranslator('en');
    const list = frameListOf(read, t, 'en');
    expect(frameListOf(read, t, 'en')).toBe(list);
    expect(list.path).toMatch(/^\/props\/frames\.[0-9a-f]{16}\.json$/);
    expect(JSON.parse(list.json)).toEqual(list.props);
    // Another read of the same frames is another array: its own file object, the same address.
    const again = frameListOf([{ ...summary }], t, 'en');
    expect(again).not.toBe(list);
    expect(again.path).toBe(list.path);
  });

  it('holds the poster panel’s texts of its language: another language’s texts are another address', () => {
    const english = frameListOf([{ ...summary }], createTranslator('en'), 'en');
    const swedish = frameListOf([{ ...summary }], createTranslator('sv'), 'sv');
    expect(english.props.labels.add).toBe('Add to cart');
    expect(swedish.props.labels.add).toBe('Lägg i varukorgen');
    expect(JSON.parse(swedish.json)).toEqual(swedish.props);
    expect(swedish.path).not.toBe(english.path);
  });
});
