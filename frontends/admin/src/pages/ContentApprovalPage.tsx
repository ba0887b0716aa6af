import { AdminSection } from './AdminSection';

export function ContentApprovalPage() {
  return (
    <AdminSection
      title="Content Approval"
      description="Training content submitted by users waits here until an admin approves or rejects it."
    >
      <p>
        Each submission shows its title, author, category and submitted date, with view, approve and reject actions.
      </p>
    </AdminSection>
  );
}
