import { describe, expect, it } from 'vitest';
import { summary } from '../../../tests/fixtures/catalog';
import { frameListOf } from './frame-list';

describe('frameListOf', () => {
  it('makes a frames read into its file once: the same read (an edge-cache entry’s own array) gives the same file', () => {
    const read = [{ ...summary }];
    const list = frameListOf(read);
    expect(frameListOf(read)).toBe(list);
    expect(list.path).toMatch(/^\/props\/frames\.[0-9a-f]{16}\.json$/);
    expect(JSON.parse(list.json)).toEqual(list.props);
    // Another read of the same frames is another array: its own file object, the same address.
    const again = frameListOf([{ ...summary }]);
    expect(again).not.toBe(list);
    expect(again.path).toBe(list.path);
  });
});
