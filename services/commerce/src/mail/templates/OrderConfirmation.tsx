import { Img } from '@react-email/img';
import { Text } from '@react-email/text';
import type { CSSProperties } from 'react';
import type { MailWords } from '../words';
import { greeting, heading, Layout, text } from './Layout';
import type { MailTemplate } from './template';

/**
 * When the parcel comes, in words that fit the numbers: "within 1 working day" for express,
 * "within 2–4 working days" by post. A range takes the plural form of its end, which is what
 * CLDR's plural ranges give for every range this shop prints in its 19 languages
 * (words.test.ts holds Intl.PluralRules#selectRange to that).
 */
export function leadTime({ t }: MailWords, [least, most]: readonly [number, number]): string {
  return least === most ? t('order.lead_time.exact', { count: most }) : t('order.lead_time.range', { least, count: most });
}

/**
 * Lines listed one by one; the rest of a larger order is one sentence, so the largest cart
 * (200 lines) stays far under Gmail's clipping size (render.test.ts).
 */
export const MAX_LISTED_LINES = 50;

const cell: CSSProperties = { fontSize: '14px', lineHeight: '20px', padding: '6px 0', verticalAlign: 'top', color: '#1f1f1f' };
const amountCell: CSSProperties = { ...cell, textAlign: 'right', whiteSpace: 'nowrap', paddingLeft: '12px' };

/** A label, its amount, and whether it is the sum that counts (the total). */
type Sum = [string, string, boolean?];

/** Two columns, label and amount; its plain text keeps them on one line (data-text-format). */
function AmountTable({ rows }: { rows: Sum[] }) {
  return (
    <table width="100%" cellPadding={0} cellSpacing={0} role="presentation" data-text-format="dataTable">
      <tbody>
        {rows.map(([label, amount, isStrong], index) => {
          return (
            <tr key={index}>
              <td style={isStrong ? { ...cell, fontWeight: 600 } : cell}>{label}</td>
              <td style={isStrong ? { ...amountCell, fontWeight: 600 } : amountCell}>{amount}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function Block({ title, lines }: { title: string; lines: string[] }) {
  return (
    <>
      <Text style={heading}>{title}</Text>
      <Text style={text}>
        {lines.map((line, index) => (
          <span key={index}>
            {index > 0 && <br />}
            {line}
          </span>
        ))}
      </Text>
    </>
  );
}

export const orderConfirmation: MailTemplate<'order-confirmation'> = {
  subject: ({ t }, { order }) => t('order.subject', { order: order.order_id }),
  body(words, { order, gift_cards }, subject) {
    const { t, money } = words;
    const { address, shipping, totals } = order;
    // Gift cards alone are e-mailed on their send dates: no delivery time, no postal address.
    const isByEmail = shipping.method === 'email';
    const method = t(`order.methods.${shipping.method}`);
    const sums: Sum[] = [
      [t('order.products'), money(totals.lines)],
      ...(totals.discount > 0 ? [[t('order.discount'), `−${money(totals.discount)}`] as Sum] : []),
      [`${t('order.delivery')}: ${method}`, totals.shipping > 0 ? money(totals.shipping) : t('order.free')],
      ...(totals.gift_cards > 0 ? [[t('order.gift_cards'), `−${money(totals.gift_cards)}`] as Sum] : []),
      [t('order.total'), money(totals.total), true],
      [t('order.vat'), money(totals.vat)],
    ];
    const addressLines = [
      `${address.first_name ?? ''} ${address.last_name ?? ''}`.trim(),
      address.company,
      address.care_of ? `c/o ${address.care_of}` : '',
      address.street,
      `${address.postal_code ?? ''} ${address.city ?? ''}`.trim(),
    ].filter((line): line is string => Boolean(line));
    const point = shipping.service_point;
    const intro = `${t('order.thanks')} ${isByEmail ? t('order.by_email') : leadTime(words, shipping.lead_days)}`;
    return (
      <Layout words={words} title={subject} preview={intro} footer={t('common.footer_order', { shop: words.shop })}>
        <Text style={text}>{greeting(words, address.first_name ?? '')}</Text>
        <Text style={text}>{intro}</Text>
        <Text style={text}>
          {t('common.order_number')}: <strong>{order.order_id}</strong>
        </Text>
        <Text style={heading}>{t('order.your_order')}</Text>
        <table width="100%" cellPadding={0} cellSpacing={0} role="presentation" data-text-format="dataTable">
          <tbody>
            {order.lines.slice(0, MAX_LISTED_LINES).map((line, index) => (
              <tr key={index}>
                <td style={{ ...cell, width: '56px' }}>
                  {line.thumb && <Img src={words.url(line.thumb)} alt={line.name} width="48" style={{ borderRadius: '2px' }} />}
                </td>
                <td style={cell}>
                  {line.quantity} × {line.name}
                  {line.variation_name ? ` (${line.variation_name})` : ''}
                </td>
                <td style={amountCell}>{money(line.price * line.quantity)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {order.lines.length > MAX_LISTED_LINES && (
          <Text style={text}>{t('order.more_lines', { count: order.lines.length - MAX_LISTED_LINES })}</Text>
        )}
        <AmountTable rows={sums} />
        {gift_cards.length > 0 && (
          <Block
            title={t('order.gift_cards_bought')}
            lines={gift_cards.map((card) =>
              t('order.gift_card_line', {
                amount: money(card.amount),
                name: card.recipient_name,
                email: card.recipient_email,
                date: words.date(card.send_after),
              }),
            )}
          />
        )}
        {!isByEmail && <Block title={t('order.delivery_address')} lines={addressLines} />}
        {point && <Block title={t('order.service_point')} lines={[point.name, point.street, point.postal_code]} />}
        <Text style={text}>{t('common.questions')}</Text>
      </Layout>
    );
  },
};
