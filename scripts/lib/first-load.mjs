// What a shopper's browser loads at first on a page (issue 27, "Keep it"): each script and
// stylesheet answer a Playwright page receives, gzipped (level 9), summed. Tree-agnostic (a
// browser against a URL): tests/e2e/budgets.spec.ts counts a page of this tree until it is
// hydrated and the network is idle, against ./budgets.mjs; `npm run bench -- compare`
// (COMPARE_ALL=1) counts another tree's product page beside this one's, by 1 s after hydration.
import { gzipSync } from 'node:zlib';

/**
 * Records the script and stylesheet answers `page` receives from now on (when their headers
 * arrive, so a file counts from the moment the browser got it, however long its body takes to
 * read). Returns `taken()`: the files answered so far, { url (the path), type, gzipped } each,
 * once their bodies are read; call it before the page closes (a closed page's bodies read as empty).
 */
export function recordLoads(page) {
  const loaded = [];
  const reads = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const file = { url: new URL(response.url()).pathname, type, gzipped: 0 };
    loaded.push(file);
    reads.push(
      response.body().then(
        (body) => void (file.gzipped = gzipSync(body, { level: 9 }).length),
        () => undefined,
      ),
    );
  });
  return async () => {
    const files = [...loaded];
    await Promise.all(reads.slice(0, files.length));
    return files;
  };
}

/** The figures of a first load's files: JS bytes gzipped, script requests, CSS bytes gzipped, and the files. */
export function loadFigures(loaded) {
  const of = (type) => loaded.filter((file) => file.type === type);
  const sum = (files) => files.reduce((total, file) => total + file.gzipped, 0);
  return { js: sum(of('script')), scripts: of('script').length, css: sum(of('stylesheet')), loaded };
}
