import { describe, expect, it } from 'vitest';
import { HEADERS_FILE_LIMITS, headersFile } from './headers-file';

const security: [string, string][] = [
  ['x-content-type-options', 'nosniff'],
  ['content-security-policy', "default-src 'none'"],
];

/** The file's rules: path → its header lines. */
function rulesOf(text: string): Map<string, string[]> {
  const rules = new Map<string, string[]>();
  let path = '';
  for (const line of text.split('\n')) {
    if (line.startsWith('#') || line === '') continue;
    if (line.startsWith('  ')) rules.get(path)!.push(line.trim());
    else rules.set((path = line), []);
  }
  return rules;
}

describe('the _headers file of the static files', () => {
  it('gives every file the security headers, Vary and immutable caching, and a name without a hash a day instead', () => {
    const text = headersFile({
      files: ['entry-ABCDEFGH.js', 'styles-ABCDEFGH.css', 'favicon.svg', 'robots-notes.txt'],
      hashed: new Set(['entry-ABCDEFGH.js', 'styles-ABCDEFGH.css']),
      security,
    });
    expect(rulesOf(text)).toEqual(
      new Map([
        [
          '/assets/*',
          [
            'Cache-Control: public, max-age=31536000, immutable',
            'Vary: Accept-Encoding',
            'x-content-type-options: nosniff',
            "content-security-policy: default-src 'none'",
          ],
        ],
        [
          '/assets/favicon.svg',
          [
            '! Cache-Control',
            'Cache-Control: public, max-age=86400',
            '! Cross-Origin-Resource-Policy',
            'Cross-Origin-Resource-Policy: cross-origin',
          ],
        ],
        ['/assets/robots-notes.txt', ['! Cache-Control', 'Cache-Control: public, max-age=86400']],
      ]),
    );
  });

  it('lets a hashed image be embedded, and keeps it immutable', () => {
    const rules = rulesOf(headersFile({ files: ['logo-ABCDEFGH.png'], hashed: new Set(['logo-ABCDEFGH.png']), security }));
    expect(rules.get('/assets/logo-ABCDEFGH.png')).toEqual([
      '! Cross-Origin-Resource-Policy',
      'Cross-Origin-Resource-Policy: cross-origin',
    ]);
  });

  it('gives a file a type of its own when its extension names another (the speculation rules)', () => {
    const rules = rulesOf(
      headersFile({
        files: ['rules.json'],
        hashed: new Set(),
        security,
        contentTypes: { 'rules.json': 'application/speculationrules+json' },
      }),
    );
    expect(rules.get('/assets/rules.json')).toEqual([
      '! Cache-Control',
      'Cache-Control: public, max-age=86400',
      '! Content-Type',
      'Content-Type: application/speculationrules+json',
    ]);
  });

  it('fails the build past the rules the platform reads, or for a name a rule cannot hold', () => {
    const many = Array.from({ length: HEADERS_FILE_LIMITS.rules }, (_, i) => `mark-${i}.svg`);
    expect(() => headersFile({ files: many, hashed: new Set(), security })).toThrow(/101 rules, the platform reads 100/);
    expect(() => headersFile({ files: many.slice(1), hashed: new Set(), security })).not.toThrow();
    expect(() => headersFile({ files: ['a:b.js'], hashed: new Set(['a:b.js']), security })).toThrow(/static file "a:b.js"/);
    expect(() => headersFile({ files: ['x.js'], hashed: new Set(['x.js']), security: [['x-long', 'y'.repeat(2000)]] })).toThrow(
      /longer than 2000 characters/,
    );
  });
});
