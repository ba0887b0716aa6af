import { AdminSection } from './AdminSection';

export function UserManagementPage() {
  return (
    <AdminSection title="User Management" description="Every account on the copy desk, with its role and email.">
      <p>Admins can change a user&apos;s role between user and admin, and correct a user&apos;s email address.</p>
    </AdminSection>
  );
}
