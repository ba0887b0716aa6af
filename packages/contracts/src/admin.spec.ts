import {
  ADMIN_USERS_MAX_PAGE_SIZE,
  ADMIN_USERS_PAGE_SIZE,
  adminUsersPath,
  adminUsersQuerySchema,
  deletePlanConfirmText,
} from './admin';

describe('adminUsersQuerySchema', () => {
  it('defaults to the first page of the default size, with no search', () => {
    expect(adminUsersQuerySchema.parse({})).toEqual({ page: 1, pageSize: ADMIN_USERS_PAGE_SIZE, search: '' });
  });

  it('reads the query strings as numbers and trims the search', () => {
    expect(adminUsersQuerySchema.parse({ page: '3', pageSize: '50', search: '  lopez ' })).toEqual({
      page: 3,
      pageSize: 50,
      search: 'lopez',
    });
  });

  it.each([
    { page: '0' },
    { page: '-1' },
    { page: '1.5' },
    { page: 'abc' },
    { page: '99999999999' },
    { pageSize: String(ADMIN_USERS_MAX_PAGE_SIZE + 1) },
    { search: 'x'.repeat(101) },
    { search: 'nul\u0000byte' },
    { search: ['a', 'b'] },
  ])('refuses %j', (query) => {
    expect(adminUsersQuerySchema.safeParse(query).success).toBe(false);
  });
});

describe(adminUsersPath.name, () => {
  it('builds the query string, leaving out what is not set', () => {
    expect(adminUsersPath()).toBe('/api/admin/users');
    expect(adminUsersPath({ page: 2, pageSize: 25, search: ' Maria Lopez ' })).toBe(
      '/api/admin/users?page=2&pageSize=25&search=Maria+Lopez',
    );
  });
});

describe(deletePlanConfirmText.name, () => {
  it('is the spec text word for word', () => {
    expect(deletePlanConfirmText('Monthly')).toBe('Are you sure you want to delete the "Monthly" plan?');
  });
});
