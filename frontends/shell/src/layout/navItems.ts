export interface NavItem {
  to: string;
  label: string;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', label: 'Home' },
  { to: '/script-simplifier', label: 'Script Simplifier' },
  { to: '/vosot-generator', label: 'VOSOT Generator' },
  { to: '/tease-generator', label: 'Tease Generator' },
  { to: '/banner-builder', label: 'Banner Builder' },
  { to: '/digital-article-creator', label: 'Article Creator' },
  { to: '/training-hub', label: 'Training Hub' },
];

export const ADMIN_NAV_ITEM: NavItem = { to: '/admin', label: 'Admin' };

/** Home only on "/"; Admin for any path beginning with /admin (spec); others on their own path. */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  if (item.to === '/') return pathname === '/';
  if (item === ADMIN_NAV_ITEM) return pathname.startsWith('/admin');
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}
