import { Button } from '@react-email/button';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { button, Layout, text } from './Layout';
import type { MailTemplate } from './template';

/**
 * The unsubscribe link, asked for by address on /unsubscribe: only whoever reads the mailbox
 * can use it (newsletter.ts). Transactional: it answers a request, so no List-Unsubscribe.
 */
export const unsubscribeConfirmation: MailTemplate<'unsubscribe-confirmation'> = {
  subject: ({ t }) => t('unsubscribe_confirmation.subject'),
  body(words, data, subject) {
    const { t } = words;
    const intro = t('unsubscribe_confirmation.intro');
    return (
      <Layout words={words} title={subject} preview={intro} footer={t('common.footer_request', { shop: words.shop })}>
        <Text style={text}>{intro}</Text>
        <Section style={{ margin: '8px 0 16px' }}>
          <Button href={data.unsubscribe_url} style={button}>
            {t('unsubscribe_confirmation.action')}
          </Button>
        </Section>
        <Text style={text}>{t('unsubscribe_confirmation.ignore')}</Text>
      </Layout>
    );
  },
};
