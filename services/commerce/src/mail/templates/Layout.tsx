import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { CSSProperties, ReactNode } from 'react';
import type { MailWords } from '../words';

/**
 * The frame of every e-mail: the language and its direction on <html>, the preview line
 * mail clients show beside the subject, the shop's name linking home, and a footer that
 * says why the recipient gets it (plus the unsubscribe link on newsletter mail). Styles are
 * inline (mail clients drop <style>); widths fit a phone.
 */
export interface LayoutProps {
  words: MailWords;
  /** The subject, as the document's title. */
  title: string;
  preview: string;
  /** Why this address gets this mail (common.footer_*). */
  footer: string;
  unsubscribeUrl?: string;
  children: ReactNode;
}

/** Every language the shop writes runs left to right; a right-to-left one would be listed here. */
const RIGHT_TO_LEFT = new Set<string>(['ar', 'fa', 'he', 'ur']);

export const text: CSSProperties = { fontSize: '15px', lineHeight: '22px', color: '#1f1f1f', margin: '0 0 16px' };
export const muted: CSSProperties = { ...text, fontSize: '13px', lineHeight: '19px', color: '#5c5c5c' };
export const heading: CSSProperties = { fontSize: '17px', lineHeight: '24px', fontWeight: 600, margin: '24px 0 8px', color: '#1f1f1f' };
export const button: CSSProperties = {
  backgroundColor: '#1f1f1f',
  color: '#ffffff',
  borderRadius: '4px',
  padding: '12px 20px',
  fontSize: '15px',
  fontWeight: 600,
  textDecoration: 'none',
  display: 'inline-block',
};

export function Layout({ words, title, preview, footer, unsubscribeUrl, children }: LayoutProps) {
  const { t } = words;
  return (
    <Html lang={words.locale} dir={RIGHT_TO_LEFT.has(words.locale) ? 'rtl' : 'ltr'}>
      <Head>
        <title>{title}</title>
      </Head>
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: '#f4f2ee', margin: 0, padding: '24px 0', fontFamily: 'Helvetica, Arial, sans-serif' }}>
        <Container style={{ backgroundColor: '#ffffff', maxWidth: '600px', padding: '24px' }}>
          <Section>
            <Link href={words.url('/')} style={{ fontSize: '22px', fontWeight: 700, letterSpacing: '0.04em', color: '#1f1f1f' }}>
              {t('common.brand')}
            </Link>
          </Section>
          <Section style={{ paddingTop: '16px' }}>{children}</Section>
          <Hr style={{ borderColor: '#e4e0d8', margin: '24px 0 16px' }} />
          <Text style={muted}>
            {footer}
            {unsubscribeUrl && (
              <>
                {' '}
                <Link href={unsubscribeUrl} style={{ color: '#5c5c5c', textDecoration: 'underline' }}>
                  {t('common.unsubscribe')}
                </Link>
              </>
            )}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

/** "Hi Anna," or, without a name, "Hi,". */
export const greeting = ({ t }: MailWords, name: string) =>
  name.trim() ? t('common.greeting', { name: name.trim() }) : t('common.greeting_no_name');
