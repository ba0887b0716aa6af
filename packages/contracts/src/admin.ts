import { z } from 'zod';
import { safeText } from './text';

/**
 * The admin area (spec sections 2, 8 and 9): the toasts and texts every admin page shows, and the
 * paging of user management. Training-specific texts live in TRAINING_MESSAGES, billing rules in
 * BILLING_MESSAGES; these are the ones the pages share.
 */
export const ADMIN_MESSAGES = {
  // Failure toast titles (section 8); the description is the server's message or the page's fallback.
  updateFailed: 'Update failed',
  saveFailed: 'Save failed',
  creationFailed: 'Creation failed',
  deletionFailed: 'Deletion failed',
  operationFailed: 'Operation failed',
  // Success toasts (section 8).
  userUpdated: 'User updated',
  emailUpdated: 'Email updated',
  planCreated: 'Plan created',
  planUpdated: 'Plan updated',
  planDeleted: 'Plan deleted',
  paymentSettingsSaved: 'Payment settings saved',
  videoUrlSaved: 'Video URL saved',
  // Layout and empty states (section 2).
  accessDeniedTitle: 'Access Denied',
  accessDeniedText: "You don't have permission to access the admin area.",
  returnHome: 'Return to Home',
  allClearTitle: 'All Clear!',
  allClearText: 'There are no pending content submissions waiting for approval.',
  noUsersFound: 'No Users Found',
  noPlansAvailable: 'No Plans Available',
  plansLoadFailed: 'No plans found or error loading plans.',
  // Fallbacks of ours where the spec gives none.
  updateRoleFailed: 'Failed to update the role',
  updateEmailFailed: 'Failed to update the email',
  reviewFailed: 'Failed to update the content status',
  createPlanFailed: 'Failed to create plan',
  updatePlanFailed: 'Failed to update plan',
  saveContentFailed: 'Failed to save training content',
  deleteContentFailed: 'Failed to delete training content',
} as const;

/** The browser confirm before a plan is deleted (section 7), word for word. */
export const deletePlanConfirmText = (name: string) => `Are you sure you want to delete the "${name}" plan?`;

/** Spec section 9: the dashboard's Content Approved card shows this fixed number. */
export const CONTENT_APPROVED_COUNT = 16;

// ---------------------------------------------------------------------------------------------
// User management paging (ours: the spec's GET /api/admin/users answers the list; with hundreds of
// users the page asks for one page at a time and a search, and reads the total from a header).

export const ADMIN_USERS_PAGE_SIZE = 25;
export const ADMIN_USERS_MAX_PAGE_SIZE = 100;
/** The number of users matching the search, on every GET /api/admin/users answer. */
export const TOTAL_COUNT_HEADER = 'x-total-count';

export const ADMIN_USERS_MAX_PAGE = 100_000;
export const ADMIN_USERS_SEARCH_MAX = 100;

/** The paging query's messages (a page or page size out of range, a search that is not one text). */
export const wholeNumberMessage = (min: number, max: number) => `Must be a whole number from ${min} to ${max}.`;
export const ADMIN_USERS_SEARCH_NOT_TEXT = 'Search must be text.';

const whole = (min: number, max: number, fallback: number) => {
  const message = wholeNumberMessage(min, max);
  return z.preprocess(
    (value) => (value === undefined || value === '' ? fallback : typeof value === 'string' ? Number(value) : value),
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  ) as unknown as z.ZodType<number, number | string | undefined>;
};

/** GET /api/admin/users?page=&pageSize=&search= (query strings; all optional). */
export const adminUsersQuerySchema = z.object({
  page: whole(1, ADMIN_USERS_MAX_PAGE, 1),
  pageSize: whole(1, ADMIN_USERS_MAX_PAGE_SIZE, ADMIN_USERS_PAGE_SIZE),
  search: z.preprocess(
    (value) => value ?? '',
    safeText({ label: 'Search', min: 0, minMessage: ADMIN_USERS_SEARCH_NOT_TEXT, max: ADMIN_USERS_SEARCH_MAX }),
  ) as unknown as z.ZodType<string, string | undefined>,
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

/** The query string for a page of users. */
export function adminUsersPath({ page, pageSize, search }: Partial<AdminUsersQuery> = {}): string {
  const params = new URLSearchParams();
  if (page) params.set('page', String(page));
  if (pageSize) params.set('pageSize', String(pageSize));
  if (search?.trim()) params.set('search', search.trim());
  const query = params.toString();
  return `/api/admin/users${query ? `?${query}` : ''}`;
}
