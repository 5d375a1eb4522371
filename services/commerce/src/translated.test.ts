import { describe, expect, it } from 'vitest';
import { fill, foldToAscii, slugify } from './translated';

describe('slugify', () => {
  it.each([
    ['Fjäll i gryningen', 'fjall-i-gryningen'],
    ['Schwarz-Weiß', 'schwarz-weiss'],
    ['Cadre en chêne', 'cadre-en-chene'],
    ['Ærø Øst', 'aero-ost'],
    ['Łąka', 'laka'],
    ['Coups de cœur', 'coups-de-coeur'],
    ['Reproductions d’art', 'reproductions-d-art'],
    ['Ķiršu ziedi', 'kirsu-ziedi'],
    ['Đurđevak', 'durdevak'],
    ['  --Less is more!-- ', 'less-is-more'],
  ])('%j becomes %j', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });

  it('folding keeps spaces, for prefix search keys', () => {
    expect(foldToAscii('Hav och Strand')).toBe('hav och strand');
  });
});

describe('fill', () => {
  it('replaces known placeholders and keeps unknown ones', () => {
    expect(fill('{name} and {other}', { name: 'Anna' })).toBe('Anna and {other}');
  });
});
