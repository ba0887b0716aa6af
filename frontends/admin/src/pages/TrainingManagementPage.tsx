import { AdminSection } from './AdminSection';

export function TrainingManagementPage() {
  return (
    <AdminSection
      title="Training Hub Management"
      description="Add, edit and remove the articles, videos, PDFs, blogs and links in the Training Hub."
    >
      <p>Content added here is published as approved by default, or kept pending for a second review.</p>
    </AdminSection>
  );
}
