import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The WCAG 2.2 AA rule set every browser file checks its screens against. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe's violations on the page (or within `include`): the WCAG 2.2 AA rules, or every rule axe
 * runs by default with `allRules`, and `rules` switched on or off besides. Only violations
 * are collected in full (`resultTypes`): axe then skips building a selector for every node that
 * passed, which is most of its time after the rules themselves; the violations it reports are
 * the same.
 *
 * A page without frames is checked in axe's one-call mode (`setLegacyMode`: `axe.run` in the
 * page). The default mode, made for pages with cross-origin frames, runs the rules in each frame
 * and then opens a blank page of its own to put the frames' results together, injecting axe
 * there too: about a second more per check here (1.1–2.3 s against 0.5–1.1 s for the start,
 * category, product and unsubscribe pages at 1280 px), with the same rules and the same
 * violations. The shop's pages have no frames; a page with any still gets the default mode.
 */
export async function axeViolations(
  page: Page,
  { include, allRules = false, rules }: { include?: string; allRules?: boolean; rules?: Record<string, { enabled: boolean }> } = {},
) {
  const framed = page.frames().length > 1;
  let builder = new AxeBuilder({ page }).setLegacyMode(!framed).options({ resultTypes: ['violations'], ...(rules ? { rules } : {}) });
  if (!allRules) builder = builder.withTags(WCAG_TAGS);
  if (include) builder = builder.include(include);
  return (await builder.analyze()).violations;
}

/** Each violation by rule, its help text and up to five of the nodes it names: what a failing check prints. */
export async function violations(page: Page) {
  return (await axeViolations(page)).map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
}
