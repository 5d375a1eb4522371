import { describe, expect, it } from 'vitest';
import { readPosterForm } from './poster-form';
import { MAX_LINKS, readProfileForm } from './profile';
import { barsOf } from './sales';

describe('readPosterForm', () => {
  it('keeps the languages with a title or a description, trimmed, and drops the empty ones', () => {
    const form = readPosterForm({
      'title.en': '  Harbour  ',
      'description.en': ' Boats. ',
      'title.de': '',
      'description.de': 'Nur Text',
      'title.sv': '   ',
      'title.xx': 'not a shop language',
      orientation: 'portrait',
      sizes: '21x30',
    });
    expect(form.texts).toEqual({ en: { title: 'Harbour', description: 'Boats.' }, de: { title: '', description: 'Nur Text' } });
  });

  it('keeps only the sizes of the chosen orientation (the others are hidden), without repeats', () => {
    expect(readPosterForm({ orientation: 'square', sizes: ['21x30', '30x30', '70x70', '30x30'] }).sizes).toEqual(['30x30', '70x70']);
    expect(readPosterForm({ orientation: 'landscape', sizes: ['30x30', '50x70'] }).sizes).toEqual(['50x70']);
  });

  it('reads an unknown orientation as portrait, and tags and categories as lists without repeats or junk', () => {
    const form = readPosterForm({
      orientation: 'diagonal',
      tags: ['kitchen', 'kitchen', 'office'],
      categories: ['4', '4', 'x', '-1', '12'],
    });
    expect(form.orientation).toBe('portrait');
    expect(form.tags).toEqual(['kitchen', 'office']);
    expect(form.categories).toEqual([4, 12]);
    expect(readPosterForm({}).sizes).toEqual([]);
  });

  it('ignores files and other values where text is expected', () => {
    const file = new File(['x'], 'x.txt');
    expect(readPosterForm({ 'title.en': file as unknown as string, tags: [file, 'bedroom'] }).tags).toEqual(['bedroom']);
    expect(readPosterForm({ 'title.en': file as unknown as string }).texts).toEqual({});
  });
});

describe('readProfileForm', () => {
  it('pairs link texts with addresses in order, drops empty rows, and keeps at most five', () => {
    const form = readProfileForm({
      name: '  Maja Holm ',
      'bio.en': ' Linocuts. ',
      'bio.sv': '',
      link_label: ['Studio', '', 'Shop', 'a', 'b', 'c', 'd'],
      link_url: ['https://studio.example', '', 'https://shop.example', 'https://a', 'https://b', 'https://c', 'https://d'],
    });
    expect(form.name).toBe('Maja Holm');
    expect(form.bio).toEqual({ en: 'Linocuts.' });
    expect(form.links).toHaveLength(MAX_LINKS);
    expect(form.links.slice(0, 2)).toEqual([
      { label: 'Studio', url: 'https://studio.example' },
      { label: 'Shop', url: 'https://shop.example' },
    ]);
  });

  it('keeps a half-filled link so the API can say what is missing', () => {
    expect(readProfileForm({ link_label: '', link_url: 'https://x.example' }).links).toEqual([{ label: '', url: 'https://x.example' }]);
  });
});

describe('barsOf', () => {
  it('scales bars to the highest value and spreads them over the width', () => {
    const bars = barsOf([0, 50, 100], 300, 200);
    expect(bars.map((bar) => bar.height)).toEqual([0, 100, 200]);
    expect(bars.map((bar) => bar.y)).toEqual([200, 100, 0]);
    expect(bars[1]!.x).toBeCloseTo(101);
    expect(bars.every((bar) => bar.width > 0 && bar.x + bar.width <= 300)).toBe(true);
  });

  it('gives a small sale a visible bar and an empty period none', () => {
    const [tiny, none] = barsOf([0.01, 0, 10_000], 90, 100);
    expect(tiny!.height).toBe(1);
    expect(none!.height).toBe(0);
    expect(barsOf([0, 0], 100, 100).every((bar) => bar.height === 0)).toBe(true);
    expect(barsOf([], 100, 100)).toEqual([]);
  });
});
