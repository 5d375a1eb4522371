/**
 * Offline status (docs/site.md "Client resilience"): a polite live region says when the connection is lost and
 * when it is back; the "back online" note disappears after a few seconds.
 */
export const BACK_ONLINE_VISIBLE_MS = 4000;

export function installOfflineStatus(region: HTMLElement): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const show = (isOnline: boolean) => {
    clearTimeout(timer);
    region.dataset.state = isOnline ? 'online' : 'offline';
    region.textContent = (isOnline ? region.dataset.online : region.dataset.offline) ?? '';
    if (isOnline) {
      timer = setTimeout(() => {
        region.textContent = '';
        delete region.dataset.state;
      }, BACK_ONLINE_VISIBLE_MS);
    }
  };
  window.addEventListener('offline', () => show(false));
  window.addEventListener('online', () => show(true));
  if (!navigator.onLine) show(false);
}
