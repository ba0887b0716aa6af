import type { RemotePageProps } from '@newsroom/ui';
import { Route, Routes } from 'react-router-dom';
import { AccessDenied } from './layout/AccessDenied';
import { AdminLayout } from './layout/AdminLayout';
import { AdminNotFoundPage } from './pages/AdminNotFoundPage';
import { ContentApprovalPage } from './pages/ContentApprovalPage';
import { DashboardPage } from './pages/DashboardPage';
import { PaywallSettingsPage } from './pages/PaywallSettingsPage';
import { TrainingManagementPage } from './pages/TrainingManagementPage';
import { UserManagementPage } from './pages/UserManagementPage';
import './admin.css';

/**
 * Exposed as admin/AdminApp, mounted by the shell at /admin/*. The shell passes the signed-in user
 * as a prop (RemotePageProps); the remote never reads the shell's query cache for it. The shell
 * already redirects non-admins; this check is the admin area's own guard (spec: Access Denied).
 */
export default function AdminApp({ user }: RemotePageProps) {
  if (user?.role !== 'admin') return <AccessDenied />;
  return (
    <AdminLayout>
      <Routes>
        <Route index element={<DashboardPage />} />
        <Route path="content-approval" element={<ContentApprovalPage />} />
        <Route path="user-management" element={<UserManagementPage />} />
        <Route path="paywall-settings" element={<PaywallSettingsPage />} />
        <Route path="training-management" element={<TrainingManagementPage />} />
        <Route path="*" element={<AdminNotFoundPage />} />
      </Routes>
    </AdminLayout>
  );
}
