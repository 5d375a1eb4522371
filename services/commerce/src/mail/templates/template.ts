import type { ReactElement } from 'react';
import type { MailData, MailKind } from '../kinds';
import type { MailWords } from '../words';

/** One kind's e-mail: its subject and its body as a React Email component tree. */
export interface MailTemplate<K extends MailKind> {
  subject(words: MailWords, data: MailData[K]): string;
  body(words: MailWords, data: MailData[K], subject: string): ReactElement;
  /** Newsletter mail only: where its one-click unsubscribe (RFC 8058) posts. */
  unsubscribeUrl?(data: MailData[K]): string;
}
