import { describe, expect, it } from 'vitest';
import { answerCheck, answerTags, catalogReadOf, takeChecked } from './catalog-reads';

const bytes = (json: unknown) => new TextEncoder().encode(JSON.stringify(json));
const headers = new Headers({ 'content-type': 'application/json' });

/** A check that counts its calls and returns a new object, as a schema's parse does. */
function countingCheck() {
  const check = (value: unknown) => {
    check.calls++;
    return { ...(value as object) };
  };
  check.calls = 0;
  return check;
}

describe('a catalog answer loaded afresh', () => {
  it('is parsed and checked once: the page read takes the value the edge check made', () => {
    const check = countingCheck();
    const body = bytes({ products: [] });
    expect(answerCheck(check, 'catalog')(body, headers)).toBe(true);
    expect(check.calls).toBe(1);
    const taken = takeChecked(body, check);
    expect(taken).toBeDefined();
    expect(taken!.value).toEqual({ products: [] });
    // Taken once: a later read of the stored entry makes its own (and ./answers.ts keeps that).
    expect(takeChecked(body, check)).toBeUndefined();
    expect(check.calls).toBe(1);
  });

  it('is not handed to a read with another check, nor for other bytes of the same text', () => {
    const check = countingCheck();
    const body = bytes({ id: 1 });
    answerCheck(check, 'catalog')(body, headers);
    expect(takeChecked(body, (value) => value)).toBeUndefined();
    expect(takeChecked(bytes({ id: 1 }), check)).toBeUndefined();
    expect(takeChecked(body, check)).toBeDefined();
  });

  it('that fails its check keeps nothing', () => {
    const body = bytes({ id: 'x' });
    const failing = () => {
      throw new Error('unexpected');
    };
    expect(answerCheck(failing, 'catalog')(body, headers)).toBe(false);
    expect(takeChecked(body, failing)).toBeUndefined();
    expect(answerCheck(failing, 'catalog')(new TextEncoder().encode('{"broken'), headers)).toBe(false);
  });

  it('gets its tags from the JSON parsed for the check, the same as from its bytes', () => {
    const call = { method: 'GET' as const, path: '/api/products/a-poster', query: new URLSearchParams() };
    const read = catalogReadOf(call)!;
    const product = { id: 7, slug: 'a-poster', related: [{ id: 8 }], parts: [] };
    const checkedFirst = bytes(product);
    answerCheck((value) => value, 'catalog')(checkedFirst, headers);
    const tags = answerTags(read, call)({ body: checkedFirst });
    expect(tags.length).toBeGreaterThan(0);
    expect(tags).toEqual(answerTags(read, call)({ body: bytes(product) }));
  });

  it('is held for the last few bodies only, and never for a large one', () => {
    const check = countingCheck();
    const bodies = Array.from({ length: 40 }, (_, id) => bytes({ id }));
    for (const body of bodies) answerCheck(check, 'catalog')(body, headers);
    expect(takeChecked(bodies[0]!, check)).toBeUndefined();
    expect(takeChecked(bodies.at(-1)!, check)).toBeDefined();
    const large = bytes({ text: 'x'.repeat(300 * 1024) });
    answerCheck(check, 'catalog')(large, headers);
    expect(takeChecked(large, check)).toBeUndefined();
  });
});
