import { Button } from '@react-email/button';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { PATHS } from '../../../../../shared/site-paths';
import { button, greeting, Layout, muted, text } from './Layout';
import type { MailTemplate } from './template';

/** A gift card to its recipient: who gives it, the code and amount, the giver's message, how to use it. */
export const giftCard: MailTemplate<'gift-card'> = {
  subject: ({ t }, data) => t('gift_card.subject', { giver: data.giver }),
  body(words, data, subject) {
    const { t } = words;
    const amount = words.money(data.amount);
    const intro = t('gift_card.intro', { giver: data.giver, amount });
    return (
      <Layout words={words} title={subject} preview={intro} footer={t('common.footer_request', { shop: words.shop })}>
        <Text style={text}>{greeting(words, data.recipient_name)}</Text>
        <Text style={text}>{intro}</Text>
        {data.message && (
          <>
            <Text style={{ ...text, marginBottom: '4px' }}>{t('gift_card.message', { giver: data.giver })}</Text>
            <Text style={{ ...text, borderLeft: '3px solid #e4e0d8', paddingLeft: '12px' }}>
              {data.message.split('\n').map((line, index) => (
                <span key={index}>
                  {index > 0 && <br />}
                  {line}
                </span>
              ))}
            </Text>
          </>
        )}
        <Section style={{ backgroundColor: '#f4f2ee', padding: '16px', margin: '8px 0 16px', textAlign: 'center' }}>
          <Text style={{ ...muted, margin: '0 0 4px' }}>{t('gift_card.code')}</Text>
          <Text style={{ ...text, fontSize: '24px', lineHeight: '32px', fontWeight: 700, letterSpacing: '0.08em', margin: '0 0 4px' }}>
            {data.code}
          </Text>
          <Text style={{ ...text, fontWeight: 600, margin: '0 0 4px' }}>{amount}</Text>
          <Text style={{ ...muted, margin: 0 }}>{t('gift_card.valid_until', { date: words.date(data.expires_at) })}</Text>
        </Section>
        <Text style={text}>{t('gift_card.how_to_use', { shop: words.shop })}</Text>
        <Text style={text}>{t('gift_card.balance')}</Text>
        <Section style={{ margin: '0 0 24px' }}>
          <Button href={words.url(PATHS.giftCardBalance)} style={button}>
            {t('gift_card.balance_action')}
          </Button>
        </Section>
      </Layout>
    );
  },
};
