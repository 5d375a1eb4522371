import { Button } from '@react-email/button';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { PATHS } from '../../../../../shared/site-paths';
import { button, greeting, Layout, text } from './Layout';
import type { MailTemplate } from './template';

/** The payment did not go through: nothing charged, the cart kept, the way back to the checkout. */
export const paymentFailed: MailTemplate<'payment-failed'> = {
  subject: ({ t }, data) => t('payment_failed.subject', { order: data.order_id }),
  body(words, data, subject) {
    const { t } = words;
    const intro = t('payment_failed.intro', { order: data.order_id });
    return (
      <Layout words={words} title={subject} preview={intro} footer={t('common.footer_order', { shop: words.shop })}>
        <Text style={text}>{greeting(words, data.first_name)}</Text>
        <Text style={text}>{intro}</Text>
        <Text style={text}>{t('payment_failed.retry')}</Text>
        <Section style={{ margin: '8px 0 24px' }}>
          <Button href={words.url(PATHS.checkout)} style={button}>
            {t('payment_failed.action')}
          </Button>
        </Section>
        <Text style={text}>{t('common.questions')}</Text>
      </Layout>
    );
  },
};
