import { Hono } from 'hono';
import { giftCardStatus, normalizeGiftCardCode, type GiftCardBalance } from '../../../../../shared/gift-card';
import { giftCardBody } from '../../../../../shared/schemas/requests';
import type { ApiEnv } from '../../context';
import { readBody } from '../../http/body';
import { badRequest, notFound } from '../../http/errors';
import { described } from '../../http/openapi/describe';
import { giftCardBalanceAnswer } from '../../../../../shared/schemas/answers';

/** A gift card's balance, for /gift-card/balance (docs/site.md). */
export const giftCardBalanceRoutes = new Hono<ApiEnv>();

/**
 * POST /api/gift-card-balance { code } → GiftCardBalance (shared/gift-card.ts). The code
 * may be typed in any case with spaces or dashes; a code that cannot be one is a 400, an
 * unknown one a 404. POST keeps codes out of URLs, logs and caches.
 */
giftCardBalanceRoutes.post(
  '/api/gift-card-balance',
  described({
    tag: 'checkout',
    summary: 'A gift card’s balance and expiry',
    body: giftCardBody,
    answers: { 200: { description: 'the card', schema: giftCardBalanceAnswer } },
    errors: { 400: 'not a gift card code (16 letters or digits)', 404: 'no gift card has this code' },
  }),
  async (c) => {
    const code = normalizeGiftCardCode((await readBody(c.req.raw, giftCardBody)).code);
    if (!code) throw badRequest('code must be 16 letters or digits, e.g. ABCD-EFGH-JKLM-NPQR');
    const row = await c.env.DB.prepare('SELECT code, currency, initial_amount, balance, expires_at FROM gift_cards WHERE code = ?')
      .bind(code)
      .first<Omit<GiftCardBalance, 'status'>>();
    if (!row) throw notFound('No gift card with this code');
    const answer: GiftCardBalance = { ...row, status: giftCardStatus(row.balance, row.expires_at, new Date()) };
    return c.json(answer);
  },
);
