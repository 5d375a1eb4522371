import { afterEach, describe, expect, it } from 'vitest';
import type { StoredAnswer } from '../cache/memory';
import { MAX_ANSWER_BYTES, MAX_ANSWERS, answersSize, checkedAnswer, forgetAnswers } from './answers';

afterEach(forgetAnswers);

const entry = (json: unknown, size?: number): StoredAnswer => {
  const body = new TextEncoder().encode(JSON.stringify(json));
  return { status: 200, headers: [], body: size === undefined ? body : new Uint8Array(size), storedAt: 0, expiresAt: 1 };
};
const parse = (stored: StoredAnswer) => () => ({ data: JSON.parse(new TextDecoder().decode(stored.body)) as unknown, records: 0 });
const asList = (value: unknown) => value as { id: number }[];

describe('answers made of stored entries', () => {
  it('are made once per entry and check, and are the same object after', () => {
    const stored = entry([{ id: 1 }]);
    let made = 0;
    const make = () => {
      made++;
      return parse(stored)();
    };
    const first = checkedAnswer(stored, asList, make);
    expect(checkedAnswer(stored, asList, make)).toBe(first);
    expect(made).toBe(1);
    checkedAnswer(stored, (value) => value, make);
    expect(made).toBe(2);
  });

  it('a replaced entry is read anew', () => {
    const a = checkedAnswer(entry([{ id: 1 }]), asList, parse(entry([{ id: 1 }])));
    const b = checkedAnswer(entry([{ id: 2 }]), asList, parse(entry([{ id: 2 }])));
    expect(b.data).toEqual([{ id: 2 }]);
    expect(b).not.toBe(a);
  });

  it('are frozen all the way down: a page cannot change what the next request reads', () => {
    const stored = entry({ tree: [{ id: 1, children: [{ id: 2 }] }] });
    const { data } = checkedAnswer(stored, (value) => value as { tree: { children: { id: number }[] }[] }, parse(stored));
    expect(() => {
      data.tree[0]!.children[0]!.id = 3;
    }).toThrow(TypeError);
    expect(() => data.tree.push({ children: [] })).toThrow(TypeError);
  });

  it('keep at most MAX_ANSWERS entries and MAX_ANSWER_BYTES of their bodies, the most recently used', () => {
    const kept = entry([{ id: 0 }]);
    const first = checkedAnswer(kept, asList, parse(kept));
    for (let i = 0; i < MAX_ANSWERS + 20; i++) {
      const stored = entry([{ id: i }]);
      checkedAnswer(stored, asList, parse(stored));
      checkedAnswer(kept, asList, parse(kept));
    }
    expect(answersSize().entries).toBe(MAX_ANSWERS);
    expect(checkedAnswer(kept, asList, parse(kept))).toBe(first);
    forgetAnswers();
    for (let i = 0; i < 40; i++) {
      const large = entry(null, MAX_ANSWER_BYTES / 16);
      checkedAnswer(
        large,
        (value) => value,
        () => ({ data: { i }, records: 0 }),
      );
    }
    expect(answersSize().bytes).toBeLessThanOrEqual(MAX_ANSWER_BYTES);
  });

  it('an entry too large to share the room is read but not kept', () => {
    const huge = entry(null, MAX_ANSWER_BYTES / 4);
    checkedAnswer(
      huge,
      (value) => value,
      () => ({ data: { huge: true }, records: 0 }),
    );
    expect(answersSize().entries).toBe(0);
  });
});
