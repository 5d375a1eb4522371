import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { lineThumb } from '../../../shared/custom-poster/render-url';
import { formatMoney } from '../../../shared/money';
import { parseOrder, purchaseEvent, type Order } from '../../../shared/order';
import { PATHS } from '../../../shared/site-paths';
import { fetchOrder } from '../../api/checkout';
import type { AppEnv } from '../../context';
import { layoutDataOf } from '../../layout-reads';
import { notFoundPage } from '../errors';
import { isOrderId, latestOrderOf, orderTokenOf } from '../../api/order-cookie';
import { IMAGE_SIZES, responsiveImage } from '../../../shared/responsive-image';

/** /checkout/confirmation without an id: this browser's latest order, if it has one. */
export function latestConfirmationRoute(c: Context<AppEnv>) {
  const latest = latestOrderOf(c);
  return latest ? c.redirect(`${PATHS.checkoutConfirmation}/${latest.id}`, 302) : notFoundPage(c);
}

/**
 * /checkout/confirmation/{id} (docs/checkout.md "The pages"): the order as stored, shown only to the browser
 * that placed it (the order cookie holds its token; anyone else gets the 404 page). The
 * commerce API checks the payment with the provider before answering (docs/checkout.md):
 * paid → the confirmation; still waiting → a page that checks again by itself; declined,
 * cancelled or expired → back to the checkout with the reason.
 */
export async function confirmationRoute(c: Context<AppEnv>) {
  const id = c.req.param('id') ?? '';
  const token = isOrderId(id) ? orderTokenOf(c, id) : undefined;
  if (!token) return notFoundPage(c);
  const upstream = await fetchOrder(c, id, token);
  if (upstream.status === 404) return notFoundPage(c);
  if (!upstream.ok) throw new HTTPException(503, { message: '' });
  const order = parseOrder(await upstream.json().catch(() => null));
  if (!order) throw new HTTPException(503, { message: '' });
  if (order.status === 'payment_failed' || order.status === 'cancelled') {
    const reason =
      order.payment?.status === 'cancelled'
        ? 'cancelled'
        : order.payment?.status === 'expired' || order.status === 'cancelled'
          ? 'expired'
          : 'declined';
    return c.redirect(`${PATHS.checkout}/${encodeURIComponent(order.checkout_id)}?payment=${reason}`, 303);
  }
  return order.status === 'paid' ? confirmed(c, order) : waiting(c);
}

function waiting(c: Context<AppEnv>) {
  const { t } = c.var;
  layoutDataOf(c);
  return c.render(
    <section className="checkout-confirmation" data-order-pending>
      <h1>{t('checkout.pending_title')}</h1>
      <p role="status">{t('checkout.pending_intro')}</p>
      <p>
        <a href={PATHS.checkout}>{t('checkout.back_to_checkout')}</a>
      </p>
    </section>,
    { title: t('checkout.pending_title'), robots: 'noindex, nofollow', stylesheet: 'checkout' },
  );
}

function confirmed(c: Context<AppEnv>, order: Order) {
  const { t, market } = c.var;
  layoutDataOf(c);
  const money = (amount: number) => formatMoney(amount, market.locale);
  const { address, shipping, totals } = order;
  const isByEmail = shipping.method === 'email';
  const complete = { order_id: order.order_id, checkout_id: order.checkout_id, event: purchaseEvent(order) };
  return c.render(
    <section className="checkout-confirmation" data-order-complete={JSON.stringify(complete)}>
      <h1>{t('checkout.confirmation_title')}</h1>
      <p>{t('checkout.confirmation_intro', { email: order.contact.email })}</p>
      {order.refunded > 0 && (
        <p className="notice" role="status" data-testid="order-refunded">
          {t('checkout.refunded_notice', { amount: money(order.refunded) })}
        </p>
      )}
      <dl className="order-facts">
        <div>
          <dt>{t('checkout.order_number')}</dt>
          <dd data-testid="order-number">{order.order_id}</dd>
        </div>
        <div>
          <dt>{t('checkout.delivery')}</dt>
          <dd>
            {t(`checkout.method_${shipping.method}`)}
            {shipping.service_point && (
              <>
                <br />
                {shipping.service_point.name}, {shipping.service_point.street}, {shipping.service_point.postal_code}
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>{t(isByEmail ? 'checkout.address_title_email' : 'checkout.address_title')}</dt>
          <dd>
            <address>
              {address.first_name} {address.last_name}
              {address.company && (
                <>
                  <br />
                  {address.company}
                </>
              )}
              {/* Gift cards alone are e-mailed: no postal address was asked. */}
              {!isByEmail && address.care_of && (
                <>
                  <br />
                  {t('checkout.care_of_line', { name: address.care_of })}
                </>
              )}
              {!isByEmail && (
                <>
                  <br />
                  {address.street}
                  <br />
                  {address.postal_code} {address.city}
                  <br />
                  {market.locale.country}
                </>
              )}
            </address>
          </dd>
        </div>
        {order.payment && (
          <div>
            <dt>{t('checkout.paid_with')}</dt>
            <dd>{t(`checkout.pay_${order.payment.kind}`)}</dd>
          </div>
        )}
      </dl>
      <h2>{t('checkout.ordered_items')}</h2>
      <ul className="order-lines">
        {order.lines.map((line) => {
          const thumb = lineThumb(line);
          return (
            <li key={`${line.sku}-${line.name}`}>
              {thumb && <img {...responsiveImage(thumb, IMAGE_SIZES.line)} alt="" width={60} height={80} loading="lazy" />}
              <span className="order-line-name">
                {line.name}
                {line.variation_name && <small> {line.variation_name}</small>}
                <small className="order-line-quantity">{t('checkout.quantity', { count: String(line.quantity) })}</small>
              </span>
              <span className="order-line-price">{money(line.price * line.quantity)}</span>
            </li>
          );
        })}
      </ul>
      <dl className="order-totals">
        <dt>{t('checkout.subtotal')}</dt>
        <dd>{money(totals.lines)}</dd>
        {totals.discount > 0 && (
          <>
            <dt>
              {t('checkout.discount')}
              {order.coupons.length > 0 && ` (${order.coupons.map((coupon) => coupon.code).join(', ')})`}
            </dt>
            <dd>−{money(totals.discount)}</dd>
          </>
        )}
        <dt>{t('checkout.delivery')}</dt>
        <dd>{totals.shipping > 0 ? money(totals.shipping) : t('checkout.delivery_free')}</dd>
        {totals.gift_cards > 0 && (
          <>
            <dt>{t('checkout.gift_cards')}</dt>
            <dd>−{money(totals.gift_cards)}</dd>
          </>
        )}
        <dt className="order-total-label">{t('checkout.total')}</dt>
        <dd className="order-total" data-testid="order-total">
          {money(totals.total)}
        </dd>
        <dt className="order-vat-label">{t('checkout.vat_included', { amount: money(totals.vat) })}</dt>
        <dd></dd>
        {order.refunded > 0 && (
          <>
            <dt>{t('checkout.refunded')}</dt>
            <dd>−{money(order.refunded)}</dd>
          </>
        )}
      </dl>
      <p>
        <a className="button" href="/">
          {t('checkout.continue_shopping')}
        </a>
      </p>
    </section>,
    { title: t('checkout.confirmation_title'), robots: 'noindex, nofollow', stylesheet: 'checkout' },
  );
}
