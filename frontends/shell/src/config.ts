/** Product copy and contact details shown by the shell. */
export const PRODUCT_NAME = 'Newsroom Copy Desk';
export const TAGLINE = 'Your AI Assistant for Fast, Polished, and Professional News Stories';
/** Used when /remotes.json names no `supportEmail` (see session/supportEmail.ts). */
export const DEFAULT_SUPPORT_EMAIL = 'support@newsroomcopydesk.com';

// Spec section 9.
/** The browser goes to '/' this long after a successful login or registration. */
export const AUTH_REDIRECT_MS = 500;
/** Redirect to /auth about this long after logging out. */
export const LOGOUT_REDIRECT_MS = 300;
/** Settings are saved with a simulated delay and no call. */
export const SETTINGS_SAVE_DELAY_MS = 1000;
