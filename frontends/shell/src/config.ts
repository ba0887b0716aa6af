/** Product copy and contact details shown by the shell. */
export const PRODUCT_NAME = 'Newsroom Copy Desk';
export const TAGLINE = 'Your AI Assistant for Fast, Polished, and Professional News Stories';
export const SUPPORT_EMAIL = 'support@newsroomcopydesk.com';
/** Spec section 9: redirect to /auth about 300 ms after logging out. */
export const LOGOUT_REDIRECT_MS = 300;
