import { containerIdOf } from '../../../client/site/tag-manager';
import type { Review, Widget } from '../../../shared/types';
import type { Translate } from '../../i18n';
import { useRequestContext } from '../request-context';
import type { LocaleCode } from '../../../shared/locales';
import { keyOf, partKey, prerendered } from '../prerendered';
import { Carousel } from './Carousel';
import { DialogHead } from './DialogHead';
import { COOKIE_NAMES } from '../../../shared/cookies';
import { FRAGMENT_PATHS } from '../../../shared/site-paths';
import { SHOW_COOKIE_ALERT_SCRIPT } from '../../../shared/consent';
import { cookieAlertText, newsletterBannerText, parseFooterColumns, storeMessageText } from './widgets';

/** Customer reviews rotate more slowly than the selling points: they are read, not glanced at. */
export const REVIEW_INTERVAL_MS = 6000;

/**
 * The store message banner (docs/site.md "Layout"), when the widget allows it. Streams in with the widget.
 * A labelled region of its own, like the selling points above it: the sticky header bar
 * (the banner landmark) would keep it on screen while scrolling, and it is no part of the
 * page's main content (axe `region`: no content outside landmarks).
 */
export function StoreMessage({ widget, t }: { widget: Widget | null; t: Translate }) {
  const paragraphs = storeMessageText(widget);
  if (!paragraphs) return null;
  return (
    <section className="store-message" aria-label={t('header.store_message')}>
      {paragraphs.map((text, i) => (
        <p key={i}>{text}</p>
      ))}
    </section>
  );
}

export function Stars({ stars, t }: { stars: number; t: Translate }) {
  const whole = Math.max(0, Math.min(5, Math.round(stars)));
  return (
    <span className="stars" role="img" aria-label={t('reviews.stars', { stars: whole })}>
      <span aria-hidden="true">{'★'.repeat(whole)}</span>
      <span aria-hidden="true" className="stars-empty">
        {'★'.repeat(5 - whole)}
      </span>
    </span>
  );
}

/**
 * Customer reviews (docs/site.md "Layout"): one at a time on phones, three from 1024 px, with stars; pausable.
 * The carousel alone, the reviews' fragment (worker/routes/site/reviews-fragment.tsx); the page holds its slot, ReviewsSlot.
 */
export function ReviewCarousel({ t, locale, reviews }: { t: Translate; locale: LocaleCode; reviews: Review[] }) {
  const list = reviews.filter((r) => r.review.trim() !== '');
  if (list.length === 0) return null;
  return (
    <Carousel
      t={t}
      label={t('reviews.title')}
      headingId="reviews-title"
      className="review-carousel"
      interval={REVIEW_INTERVAL_MS}
      hasSteps
      // Keyed by the answer itself: the same object while its cache entry lasts (worker/api/answers.ts).
      cacheKey={partKey('reviews', locale)}
      cacheData={keyOf(reviews)}
      slides={() =>
        list.map((review) => (
          <figure className="review">
            <Stars stars={review.stars} t={t} />
            <blockquote>
              <p>{review.review}</p>
            </blockquote>
            <figcaption>{review.author}</figcaption>
          </figure>
        ))
      }
    />
  );
}

/**
 * Where the reviews go, below every page (docs/site.md "What a page weighs"): an empty box of the
 * carousel's height (client/styles/site.css `.reviews`), naming the reviews' fragment. The browser
 * fetches it as the box nears the viewport and starts the carousel in it (client/site/boot.ts); an
 * empty or failed answer collapses the box. The carousel needs JavaScript to be more than its text,
 * so without it the box is not shown (`js-only`).
 */
export function ReviewsSlot() {
  return <div className="reviews js-only" data-reviews={FRAGMENT_PATHS.reviews} />;
}

/**
 * Hides the element before it when this browser has subscribed. Runs as the parser
 * reaches it, before the banner is first painted: pages are shared (and cached), so the
 * cookie is read in the browser, and showing the banner later would push the footer down.
 */
const HIDE_IF_SUBSCRIBED = `document.cookie.split(';').some(function(c){return c.trim().indexOf('${COOKIE_NAMES.subscribed}=')===0})&&(document.currentScript.previousElementSibling.hidden=true)`;

/**
 * The newsletter banner and its sign-up dialog (docs/site.md "Newsletter"). The banner shows unless
 * the subscribed cookie is there (checked by the inline script right after it);
 * it needs JavaScript (its button opens a dialog), so without it it is not shown. The
 * form's code loads when the dialog first opens.
 */
export function NewsletterBanner({ t, locale, widget }: { t: Translate; locale: LocaleCode; widget: Widget | null }) {
  const banner = newsletterBannerText(widget);
  const nonce = useRequestContext().var.scriptNonce;
  if (!banner) return null;
  // The banner's text and the dialog are prerendered parts (../prerendered.tsx); the script
  // between them carries this answer's nonce, so it is written here.
  return (
    <>
      <section
        className="newsletter-banner js-only"
        aria-labelledby="newsletter-banner-title"
        data-newsletter-banner
        dangerouslySetInnerHTML={{
          __html: prerendered(
            partKey('newsletter-banner', locale),
            () => (
              <>
                <div>
                  <h2 id="newsletter-banner-title">{banner.title}</h2>
                  {banner.text.map((text, i) => (
                    <p key={i}>{text}</p>
                  ))}
                </div>
                <button type="button" className="button" data-opens="newsletter-dialog" aria-haspopup="dialog">
                  {t('newsletter.open')}
                </button>
              </>
            ),
            keyOf(widget),
          ),
        }}
      />
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: HIDE_IF_SUBSCRIBED }} />
      {/* The dialog's head is in the page; its form is a fragment of its own, fetched as the
          shopper reaches for the banner's button (client/site/newsletter-form.ts). */}
      <dialog
        id="newsletter-dialog"
        className="dialog newsletter-dialog"
        aria-labelledby="newsletter-dialog-title"
        data-fragment={FRAGMENT_PATHS.newsletter}
        dangerouslySetInnerHTML={{
          __html: prerendered(partKey('newsletter-dialog', locale), () => (
            <DialogHead titleId="newsletter-dialog-title" title={t('newsletter.title')} closeLabel={t('newsletter.close')} />
          )),
        }}
      />
    </>
  );
}

/**
 * The newsletter dialog's form and its thank-you (`GET /fragments/newsletter`,
 * worker/routes/site/newsletter-fragment.tsx). It was 1.2 KB of every page (0.4 KB gzipped) for
 * a dialog that only opens with JavaScript, and few visits open it (docs/site.md "What a page
 * weighs").
 */
export function NewsletterForm({ t }: { t: Translate }) {
  return (
    <>
      <form className="form" data-newsletter-form noValidate>
        <label htmlFor="newsletter-email">{t('newsletter.email_label')}</label>
        <input
          id="newsletter-email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          maxLength={254}
          data-autofocus
          aria-describedby="newsletter-invalid newsletter-error newsletter-note"
        />
        <p id="newsletter-invalid" className="field-error" data-newsletter-invalid hidden>
          {t('newsletter.invalid_email')}
        </p>
        <p id="newsletter-error" className="field-error" role="alert" data-newsletter-error hidden>
          {t('errors.generic')}
        </p>
        <p id="newsletter-note" className="hint">
          {t('newsletter.note')}
        </p>
        <button type="submit" className="button" disabled data-busy={t('newsletter.submitting')}>
          {t('newsletter.submit')}
        </button>
      </form>
      {/* The code at once; newsletter mail only after the e-mailed link is confirmed (double opt-in, docs/site.md). */}
      <p
        className="thanks"
        data-newsletter-thanks
        data-template={`${t('newsletter.thanks', { code: '{{code}}' })} ${t('newsletter.confirm_note')}`}
        tabIndex={-1}
        hidden
      />
    </>
  );
}

/** Footer link columns from the footer-columns widget (docs/site.md "Layout"); none when it fails. */
export function FooterColumns({ widget }: { widget: Widget | null }) {
  const columns = parseFooterColumns(widget);
  if (columns.length === 0) return null;
  return (
    <div className="footer-columns">
      {columns.map((column, i) => (
        <section key={i} aria-labelledby={`footer-column-${i}`}>
          <h2 id={`footer-column-${i}`}>{column.title}</h2>
          <ul>
            {column.links.map((link) => (
              <li key={link.url}>
                <a href={link.url}>{link.label}</a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/**
 * The cookie alert (docs/site.md "Cookies"), with its text (the cookie-alert widget): hidden,
 * and shown by the script after it when nothing was answered yet; client/site/cookie-alert.ts
 * handles its buttons. Without a text it stays hidden (nothing is tracked without an answer).
 * It carries the tag manager's container id either way (client/site/boot.ts).
 */
export function CookieAlert({ t, locale, widget }: { t: Translate; locale: LocaleCode; widget: Widget | null }) {
  // The tag manager's container (wrangler.jsonc GTM_ID), loaded by the browser only after
  // consent; empty or malformed: the local stand-in (client/site/tag-manager.ts, ADR 0007).
  const { env, var: vars } = useRequestContext();
  const gtmId = containerIdOf(env.GTM_ID);
  const text = cookieAlertText(widget);
  return (
    <>
      <section
        className="cookie-alert"
        aria-labelledby="cookie-alert-title"
        data-cookie-alert
        data-gtm-id={gtmId ?? undefined}
        hidden
        // The same for every page of a language while the widget is (../prerendered.tsx).
        dangerouslySetInnerHTML={{
          __html: prerendered(
            partKey('cookie-alert', locale),
            () => (
              <>
                <h2 id="cookie-alert-title">{t('cookies.title')}</h2>
                <p id="cookie-alert-text" data-cookie-content>
                  {text}
                </p>
                {/* Phones show two lines of the text until this is pressed (client/styles/site.css). */}
                <button type="button" className="cookie-more" aria-expanded="false" aria-controls="cookie-alert-text" data-cookie-more>
                  {t('cookies.more')}
                </button>
                <div className="cookie-actions">
                  <button type="button" className="button button-secondary" data-consent="false">
                    {t('cookies.deny')}
                  </button>
                  <button type="button" className="button" data-consent="true">
                    {t('cookies.accept')}
                  </button>
                </div>
              </>
            ),
            keyOf(widget),
          ),
        }}
      />
      {/* Shows the alert as the parser reaches it, unless answered (shared/consent.ts): part of the
          first paint, where shown after load it was the start page's largest paint on phones
          and took taps meant for what was under it (issue 27). */}
      {text && <script nonce={vars.scriptNonce} dangerouslySetInnerHTML={{ __html: SHOW_COOKIE_ALERT_SCRIPT }} />}
    </>
  );
}

/** Request progress (decorative: the browser and each form announce their own state) and offline status. */
export function ClientStatus({ t }: { t: Translate }) {
  return (
    <>
      <div className="page-progress" data-progress aria-hidden="true" hidden>
        <div />
      </div>
      <div
        className="offline-status"
        role="status"
        data-offline-status
        data-offline={t('status.offline')}
        data-online={t('status.online')}
      />
    </>
  );
}
