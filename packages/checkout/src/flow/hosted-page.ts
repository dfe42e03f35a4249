/**
 * The platform's hosted pages (the 3-D Secure challenge, the sandbox bank) may not be framed
 * (X-Frame-Options: DENY). A checkout page of its own goes there in the same window; inside a host
 * page's iframe it opens them in a popup, from the guest's click (popup blockers allow that), and
 * waits on /flow/processing, which polls the checkout.
 */
/** The popup's window name: how the page that comes back to /flow/processing knows it is that popup. */
const popupName = 'wlpay-hosted';

export function isFramed(): boolean {
  try {
    return window.parent !== window;
  } catch {
    return true;
  }
}

/** Goes to a hosted page: this window when it is the top one, else a popup. False when the popup was blocked. */
export function openHostedPage(url: string): boolean {
  if (!isFramed()) {
    window.location.assign(url);
    return true;
  }
  return window.open(url, popupName, 'popup,width=480,height=720') !== null;
}

/** The popup that came back to /flow/processing: it closes itself (the frame under it goes on). */
export function closeIfReturnedPopup(): boolean {
  if (window.name !== popupName || isFramed()) return false;
  window.close();
  return true;
}
