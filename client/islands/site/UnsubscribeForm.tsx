import { useEffect, useState, type FormEvent } from 'react';
import { isValidEmail } from '../../../shared/email';
import { labelsTranslator } from '../../i18n';

export interface UnsubscribeLabels {
  intro: string;
  tokenIntro: string;
  emailLabel: string;
  submit: string;
  submitting: string;
  /** Contains {{email}}. */
  doneEmail: string;
  doneToken: string;
  already: string;
  invalidToken: string;
  invalidEmail: string;
  failed: string;
}

type Status = 'idle' | 'sending' | 'done' | 'already' | 'failed' | 'invalid-token';

const TOKEN = /^[a-f0-9]{32}$/;

/**
 * Newsletter unsubscribe (docs/site.md "Embedded API endpoints added"): from the e-mail's link (?token=…) the shopper only
 * confirms; otherwise they enter the address. The answer says what happened. The token
 * is read from the address bar after hydration, so the cached page holds no token.
 */
export default function UnsubscribeForm({ labels }: { labels: UnsubscribeLabels }) {
  const [token, setToken] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [doneFor, setDoneFor] = useState('');
  const [hasLeftField, setHasLeftField] = useState(false);
  // Fixed ids: an island hydrates as its own root, so useId would differ from the server's.
  const id = 'unsubscribe';

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const fromLink = params.get('token')?.toLowerCase() ?? '';
    if (TOKEN.test(fromLink)) setToken(fromLink);
    const address = params.get('email');
    if (address) setEmail(address);
  }, []);

  const isTokenMode = token !== null && status !== 'invalid-token';
  const isValid = isTokenMode || isValidEmail(email);
  const isSending = status === 'sending';

  async function submit(event: FormEvent) {
    event.preventDefault();
    setHasLeftField(true);
    if (!isValid || isSending) return;
    setStatus('sending');
    try {
      const response = await fetch('/api/unsubscribe', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(isTokenMode ? { token } : { email: email.trim() }),
      });
      if (isTokenMode && response.status === 404) return setStatus('invalid-token');
      const answer = (response.ok ? await response.json() : null) as { status?: unknown } | null;
      // By address the API only e-mails the link that unsubscribes (it says the same for any address).
      if (answer?.status === 'unsubscribed' || answer?.status === 'confirmation_sent') {
        setDoneFor(isTokenMode ? '' : email.trim());
        return setStatus('done');
      }
      setStatus(answer?.status === 'already_unsubscribed' ? 'already' : 'failed');
    } catch {
      setStatus('failed');
    }
  }

  if (status === 'done' || status === 'already') {
    return (
      <p className="notice notice-success" role="status">
        {status === 'already' ? labels.already : doneFor ? labelsTranslator(labels)('doneEmail', { email: doneFor }) : labels.doneToken}
      </p>
    );
  }
  const showInvalid = !isTokenMode && hasLeftField && email.trim() !== '' && !isValidEmail(email);
  return (
    <form className="form" onSubmit={(event) => void submit(event)} noValidate aria-busy={isSending}>
      {status === 'invalid-token' && (
        <p className="notice notice-error" role="alert">
          {labels.invalidToken}
        </p>
      )}
      <p>{isTokenMode ? labels.tokenIntro : labels.intro}</p>
      {!isTokenMode && (
        <>
          <label htmlFor={`${id}-email`}>{labels.emailLabel}</label>
          <input
            id={`${id}-email`}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            required
            maxLength={254}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              if (status === 'failed') setStatus('idle');
            }}
            onBlur={() => setHasLeftField(true)}
            aria-invalid={showInvalid}
            aria-describedby={showInvalid ? `${id}-invalid` : undefined}
          />
          {showInvalid && (
            <p id={`${id}-invalid`} className="field-error">
              {labels.invalidEmail}
            </p>
          )}
        </>
      )}
      {status === 'failed' && (
        <p className="field-error" role="alert">
          {labels.failed}
        </p>
      )}
      <button type="submit" className="button" disabled={!isValid || isSending}>
        {isSending ? labels.submitting : labels.submit}
      </button>
    </form>
  );
}
