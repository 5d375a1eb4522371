import { Icon } from './Icon';

/** The site chrome's icons at their sizes, drawn from the sprite (./Icon.tsx). */
export const icons = {
  menu: <Icon name="menu" />,
  close: <Icon name="close" />,
  pause: <Icon name="pause" size={14} className="icon-pause" />,
  play: <Icon name="play" size={14} className="icon-play" />,
  previous: <Icon name="previous" />,
  next: <Icon name="next" />,
  quality: <Icon name="quality" size={18} />,
  delivery: <Icon name="delivery" size={18} />,
  artists: <Icon name="artists" size={18} />,
  account: <Icon name="account" size={24} />,
  checkout: <Icon name="checkout" size={24} />,
  secure: <Icon name="secure" size={18} />,
};
