import type { Context } from 'hono';
import { NewsletterForm } from '../../components/site/LayoutParts';
import { renderToHtml } from '../../components/render-to-html';
import type { AppEnv } from '../../context';
import { fragmentAnswer } from '../fragments';

/**
 * `GET /fragments/newsletter`: the newsletter dialog's form and thank-you in the domain's
 * language, without a document around it (worker/components/site/LayoutParts.tsx). The page's
 * dialog holds only its head and names this; the browser fetches it as the shopper reaches for
 * the banner's button and puts it in the dialog (client/site/newsletter-form.ts). A fragment
 * (../fragments.ts), rendered only when its edge-cache entry is missing.
 */
export async function newsletterFragmentRoute(c: Context<AppEnv>): Promise<Response> {
  const html = await renderToHtml(<NewsletterForm t={c.var.t} />);
  return fragmentAnswer(c, html);
}
