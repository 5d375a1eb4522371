import { renderMail } from '../services/commerce/src/mail/render';
import { exampleMessage, largestOrderMessage } from '../services/commerce/src/mail/examples';
const m = await renderMail(exampleMessage(process.argv[2] as never ?? 'order-confirmation', 'en'));
console.log(m.subject); console.log(m.headers); console.log(m.text); console.log('HTML bytes', m.html.length);
const big = await renderMail(largestOrderMessage('de')); console.log('largest', new TextEncoder().encode(big.html).length, big.text.length);
if (process.argv[3]) console.log(m.html);
