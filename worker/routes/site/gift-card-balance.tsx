import type { Context } from 'hono';
import GiftCardBalance from '../../../client/islands/site/GiftCardBalance';
import { GIFT_CARD_EXAMPLE } from '../../../shared/gift-card';
import { Island } from '../../components/island';
import type { AppEnv } from '../../context';
import { layoutDataOf } from '../../layout-reads';

/** /gift-card/balance: how much is left on a gift card (POST /api/gift-card-balance). */
export function giftCardBalanceRoute(c: Context<AppEnv>) {
  const { t, market } = c.var;
  layoutDataOf(c);
  return c.render(
    <section className="site-screen">
      <h1>{t('gift_card.title')}</h1>
      <Island
        name="GiftCardBalance"
        component={GiftCardBalance}
        props={{
          iso: market.locale.iso,
          example: GIFT_CARD_EXAMPLE,
          labels: {
            intro: t('gift_card.intro'),
            codeLabel: t('gift_card.code_label'),
            codeHint: t('gift_card.code_hint', { example: '{{example}}' }),
            submit: t('gift_card.submit'),
            checking: t('gift_card.checking'),
            balance: t('gift_card.balance'),
            initial: t('gift_card.initial'),
            validUntil: t('gift_card.valid_until'),
            expired: t('gift_card.expired', { date: '{{date}}' }),
            used: t('gift_card.used'),
            notFound: t('gift_card.not_found'),
            invalidCode: t('gift_card.invalid_code', { example: '{{example}}' }),
            tooMany: t('gift_card.too_many'),
            failed: t('errors.generic'),
          },
        }}
      />
    </section>,
    { title: t('gift_card.title'), description: t('gift_card.intro') },
  );
}
