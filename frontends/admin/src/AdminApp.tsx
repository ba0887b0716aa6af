import { Spinner, type RemotePageProps, Route, Routes } from '@newsroom/ui';
import { Suspense } from 'react';
import { AccessDenied } from './layout/AccessDenied';
import { AdminLayout } from './layout/AdminLayout';
import { AdminNotFoundPage } from './pages/AdminNotFoundPage';
import { lazyPage } from './lazyPage';
import './admin.css';

// Each page is its own chunk, fetched when its route is first opened: the dashboard does not pay
// for the plan dialogs or the training forms.
const DashboardPage = lazyPage(() => import('./pages/DashboardPage'), 'DashboardPage');
const ContentApprovalPage = lazyPage(() => import('./pages/ContentApprovalPage'), 'ContentApprovalPage');
const UserManagementPage = lazyPage(() => import('./pages/UserManagementPage'), 'UserManagementPage');
const PaywallSettingsPage = lazyPage(() => import('./pages/PaywallSettingsPage'), 'PaywallSettingsPage');
const TrainingManagementPage = lazyPage(() => import('./pages/TrainingManagementPage'), 'TrainingManagementPage');

const PAGES = [DashboardPage, ContentApprovalPage, UserManagementPage, PaywallSettingsPage, TrainingManagementPage];
export const preloadAdminPages = () => Promise.all(PAGES.map((p) => p.preload()));

/**
 * Exposed as admin/AdminApp, mounted by the shell at /admin/*. The shell passes the signed-in user
 * as a prop (RemotePageProps); the remote never reads the shell's query cache for it. The shell
 * already redirects non-admins; this check is the admin area's own guard (spec: Access Denied).
 */
export default function AdminApp({ user }: RemotePageProps) {
  if (user?.role !== 'admin') return <AccessDenied />;
  return (
    <AdminLayout>
      <Suspense fallback={<Spinner label="Loading…" />}>
        <Routes>
          <Route index element={<DashboardPage />} />
          <Route path="content-approval" element={<ContentApprovalPage />} />
          <Route path="user-management" element={<UserManagementPage />} />
          <Route path="paywall-settings" element={<PaywallSettingsPage />} />
          <Route path="training-management" element={<TrainingManagementPage />} />
          <Route path="*" element={<AdminNotFoundPage />} />
        </Routes>
      </Suspense>
    </AdminLayout>
  );
}
