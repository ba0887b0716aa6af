import { Card, CardContent, PageHeader } from '@newsroom/ui';
import type { ReactNode } from 'react';

/** A titled admin page with a short explanation of what it manages. */
export function AdminSection({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <div>
      <PageHeader title={title} description={description} />
      <Card>
        <CardContent className="admin-section">{children}</CardContent>
      </Card>
    </div>
  );
}
