import { Text } from '@react-email/text';
import { greeting, Layout, text } from './Layout';
import type { MailTemplate } from './template';

/** To the buyer: the card they bought for someone else has been e-mailed to its recipient. */
export const giftCardReceipt: MailTemplate<'gift-card-receipt'> = {
  subject: ({ t }, data) => t('gift_card_receipt.subject', { name: data.recipient_name }),
  body(words, data, subject) {
    const { t } = words;
    const intro = t('gift_card_receipt.intro', {
      amount: words.money(data.amount),
      name: data.recipient_name,
      email: data.recipient_email,
    });
    return (
      <Layout words={words} title={subject} preview={intro} footer={t('common.footer_order', { shop: words.shop })}>
        <Text style={text}>{greeting(words, data.buyer_name)}</Text>
        <Text style={text}>{intro}</Text>
        <Text style={text}>
          {t('common.order_number')}: <strong>{data.order_id}</strong>
        </Text>
        <Text style={text}>{t('gift_card_receipt.not_arrived', { name: data.recipient_name })}</Text>
      </Layout>
    );
  },
};
