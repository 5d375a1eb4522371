import { Text } from '@react-email/text';
import { greeting, heading, Layout, text } from './Layout';
import type { MailTemplate } from './template';

/** A refund of (part of) an order: how much, for which lines when the refund names them, and when it shows. */
export const refund: MailTemplate<'refund'> = {
  subject: ({ t }, data) => t('refund.subject', { order: data.order_id }),
  body(words, data, subject) {
    const { t } = words;
    const intro = t('refund.intro', { amount: words.money(data.amount, data.currency), order: data.order_id });
    return (
      <Layout words={words} title={subject} preview={intro} footer={t('common.footer_order', { shop: words.shop })}>
        <Text style={text}>{greeting(words, data.first_name)}</Text>
        <Text style={text}>{intro}</Text>
        {data.lines.length > 0 && (
          <>
            <Text style={heading}>{t('refund.items')}</Text>
            <Text style={text}>
              {data.lines.map((line, index) => (
                <span key={index}>
                  {index > 0 && <br />}
                  {line.quantity} × {line.name}
                  {line.variation_name ? ` (${line.variation_name})` : ''}
                </span>
              ))}
            </Text>
          </>
        )}
        <Text style={text}>{t('refund.how')}</Text>
        <Text style={text}>{t('common.questions')}</Text>
      </Layout>
    );
  },
};
