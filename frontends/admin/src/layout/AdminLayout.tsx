import { cx, NavLink } from '@newsroom/ui';
import type { ReactNode } from 'react';

export const ADMIN_LINKS = [
  { to: '/admin', label: 'Dashboard', end: true },
  { to: '/admin/content-approval', label: 'Content Approval', end: false },
  { to: '/admin/user-management', label: 'User Management', end: false },
  { to: '/admin/paywall-settings', label: 'Paywall Settings', end: false },
] as const;

export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <div className="admin">
      <aside className="admin__sidebar">
        <h2 className="admin__sidebar-title">Admin Tools</h2>
        <nav aria-label="Admin">
          <ul className="admin__links">
            {ADMIN_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.end}
                  className={({ isActive }) => cx('admin__link', isActive && 'admin__link--active')}
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="admin__content">{children}</div>
    </div>
  );
}
