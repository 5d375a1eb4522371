import { Button } from '@react-email/button';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { button, Layout, muted, text } from './Layout';
import type { MailTemplate } from './template';

/**
 * The double opt-in mail: the one link that makes a sign-up receive newsletter mail. An
 * address someone else signed up gets this one mail and nothing more (docs/site.md).
 */
export const newsletterConfirmation: MailTemplate<'newsletter-confirmation'> = {
  subject: ({ t }) => t('newsletter_confirmation.subject'),
  body(words, data, subject) {
    const { t } = words;
    const intro = t('newsletter_confirmation.intro', { email: data.email, shop: words.shop });
    return (
      <Layout words={words} title={subject} preview={intro} footer={t('common.footer_request', { shop: words.shop })}>
        <Text style={text}>{intro}</Text>
        <Section style={{ margin: '8px 0 16px' }}>
          <Button href={data.confirm_url} style={button}>
            {t('newsletter_confirmation.action')}
          </Button>
        </Section>
        <Text style={muted}>{t('newsletter_confirmation.expires', { count: data.valid_days })}</Text>
        <Text style={text}>{t('newsletter_confirmation.ignore')}</Text>
      </Layout>
    );
  },
};
