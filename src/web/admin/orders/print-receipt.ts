import { receiptUrl } from './orders-api';

/**
 * Opens the receipt in a new tab and asks the browser to print it once it has loaded. The tab is
 * opened inside the click (so pop-up blockers allow it) and is same-origin, so this page may call
 * its print(). If the browser refuses the tab, the receipt opens here instead.
 */
export function printReceipt(orderId: string) {
  const url = receiptUrl(orderId);
  const tab = window.open(url, '_blank');
  if (!tab) {
    window.location.assign(url);
    return;
  }
  const started = Date.now();
  const timer = window.setInterval(() => {
    try {
      if (tab.closed || Date.now() - started > 15_000) {
        window.clearInterval(timer);
        return;
      }
      if (tab.location.pathname === url && tab.document.readyState === 'complete') {
        window.clearInterval(timer);
        tab.focus();
        tab.print();
      }
    } catch {
      // Not readable yet (still navigating): try again on the next tick.
    }
  }, 200);
}
