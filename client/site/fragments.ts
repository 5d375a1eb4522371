/**
 * A fragment's HTML (shared/site-paths.ts FRAGMENT_PATHS: a part of the page fetched when it is
 * needed, from the edge cache). An answer that is not a 200 rejects, as a network failure does.
 */
export function fragmentHtml(src: string): Promise<string> {
  return fetch(src).then((answer) => (answer.ok ? answer.text() : Promise.reject(new Error(`${src}: ${answer.status}`))));
}
