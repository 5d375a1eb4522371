import { CONFIRMATION_STRINGS } from './old/email-strings';
import { GIFT_CARD_STRINGS } from './old/gift-card-email-strings';
console.log(JSON.stringify({ c: CONFIRMATION_STRINGS, g: GIFT_CARD_STRINGS }));
