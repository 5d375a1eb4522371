import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { LOCALES } from '../../../../../shared/locales';
import { Layout, text } from './Layout';
import type { MailTemplate } from './template';

/**
 * The first newsletter mail, once the address confirmed: the sign-up's code (already shown in
 * the dialog; said to be used when an order spent it) and how to leave. Newsletter mail: it
 * carries the one-click unsubscribe headers (kinds.ts NEWSLETTER_KINDS).
 */
export const newsletterWelcome: MailTemplate<'newsletter-welcome'> = {
  subject: ({ t }) => t('newsletter_welcome.subject'),
  unsubscribeUrl: (data) => data.unsubscribe_url,
  body(words, data, subject) {
    const { t } = words;
    const intro = t('newsletter_welcome.intro', { email: data.email });
    const discount = new Intl.NumberFormat(LOCALES[words.locale].iso, { style: 'percent' }).format(data.discount_percent / 100);
    return (
      <Layout
        words={words}
        title={subject}
        preview={intro}
        footer={t('common.footer_newsletter', { shop: words.shop })}
        unsubscribeUrl={data.unsubscribe_url}
      >
        <Text style={text}>{intro}</Text>
        {data.code ? (
          <>
            <Text style={text}>{t('newsletter_welcome.code', { discount })}</Text>
            <Section style={{ backgroundColor: '#f4f2ee', padding: '16px', margin: '0 0 16px', textAlign: 'center' }}>
              <Text style={{ ...text, fontSize: '24px', lineHeight: '32px', fontWeight: 700, letterSpacing: '0.08em', margin: 0 }}>
                {data.code}
              </Text>
            </Section>
            <Text style={text}>{t('newsletter_welcome.how_to_use', { shop: words.shop })}</Text>
          </>
        ) : (
          <Text style={text}>{t('newsletter_welcome.code_used')}</Text>
        )}
      </Layout>
    );
  },
};
