import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sourceHash } from '../../scripts/lib/build.mjs';

/** The page cache keys on the build id (worker/middleware/page-cache): it must follow every source. */
describe('the build id follows the sources that shape pages', () => {
  let base: string;
  beforeAll(async () => {
    base = await mkdtemp(join(tmpdir(), 'artlane-build-id-'));
    for (const dir of ['worker', 'locales/cart', 'shared', 'client', 'services/commerce/migrations', 'services/commerce/src'])
      await mkdir(join(base, dir), { recursive: true });
    await writeFile(join(base, 'worker/app.tsx'), 'export {}');
    await writeFile(join(base, 'locales/cart/en.json'), '{"a":"Cart"}');
    await writeFile(join(base, 'package-lock.json'), '{}');
  });
  afterAll(() => rm(base, { recursive: true, force: true }));

  it('is the same for the same sources', async () => {
    expect(await sourceHash(base)).toBe(await sourceHash(base));
  });

  it.each([
    ['a string', 'locales/cart/en.json', '{"a":"Basket"}'],
    ['server code', 'worker/app.tsx', 'export const x = 1'],
    ['a new migration', 'services/commerce/migrations/0099_x.sql', 'SELECT 1;'],
    ['the commerce API', 'services/commerce/src/x.ts', 'export const y = 2'],
    ['the dependencies', 'package-lock.json', '{"v":2}'],
  ])('changes with %s', async (_, file, text) => {
    const before = await sourceHash(base);
    await writeFile(join(base, file), text);
    expect(await sourceHash(base)).not.toBe(before);
  });

  it('ignores files outside the sources', async () => {
    const before = await sourceHash(base);
    await writeFile(join(base, 'notes.txt'), 'x');
    expect(await sourceHash(base)).toBe(before);
  });

  it('ignores tests: they shape no page', async () => {
    const before = await sourceHash(base);
    await writeFile(join(base, 'worker/app.test.ts'), 'it("x", () => {})');
    await writeFile(join(base, 'client/cart.test.tsx'), 'it("y", () => {})');
    expect(await sourceHash(base)).toBe(before);
  });
});
