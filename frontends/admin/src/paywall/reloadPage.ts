/** Spec section 7: the page reloads after payment settings are saved; after this long, so the toast is seen. */
export const RELOAD_AFTER_SAVE_MS = 1000;

/** Its own module so tests can replace it (jsdom cannot reload). */
export function reloadPage(): void {
  window.location.reload();
}
