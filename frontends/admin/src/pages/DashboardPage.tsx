import { buttonClass, Card, CardContent, CardDescription, CardHeader, CardTitle, PageHeader } from '@newsroom/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useAdminUsers, usePendingContent, useSubscriptionPlans } from './adminQueries';

/** Spec: the Content Approved card shows a fixed 16. */
export const CONTENT_APPROVED_COUNT = 16;

/** A count, '…' while loading, or '—' when the call failed (or answered something that is not a list). */
function countOf(query: UseQueryResult<unknown[]>): string {
  if (query.isPending) return '…';
  if (query.isError || !Array.isArray(query.data)) return '—';
  return String(query.data.length);
}

function StatCard({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <Card className="stat" role="group" aria-label={label}>
      <CardContent>
        <p className="stat__label">{label}</p>
        <p className="stat__value" aria-busy={value === '…'}>
          {value}
        </p>
        <p className="stat__hint">{hint}</p>
      </CardContent>
    </Card>
  );
}

const TOOLS = [
  { to: '/admin/content-approval', label: 'Review Submissions', text: 'Approve or reject training content.' },
  { to: '/admin/training-management', label: 'Training Hub Management', text: 'Add, edit and remove training items.' },
  { to: '/admin/user-management', label: 'Manage Users', text: 'Change roles and email addresses.' },
  { to: '/admin/paywall-settings', label: 'Configure Paywall', text: 'Plans, payment keys and the marketing video.' },
];

export function DashboardPage() {
  const users = useAdminUsers();
  const pending = usePendingContent();
  const plans = useSubscriptionPlans();
  return (
    <div>
      <PageHeader title="Admin Dashboard" description="The state of the copy desk at a glance." />
      <div className="stat-grid">
        <StatCard label="Total Users" value={countOf(users)} hint="Registered accounts" />
        <StatCard label="Pending Content" value={countOf(pending)} hint="Waiting for review" />
        <StatCard label="Content Approved" value={String(CONTENT_APPROVED_COUNT)} hint="Published to the hub" />
        <StatCard label="Active Plans" value={countOf(plans)} hint="Subscription plans" />
      </div>
      <Card className="admin-tools">
        <CardHeader>
          <CardTitle as="h2">Admin tools</CardTitle>
          <CardDescription>Everything an editor-in-chief needs to run the desk.</CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="admin-tools__list">
            {TOOLS.map((tool) => (
              <li key={tool.to}>
                <Link to={tool.to} className={buttonClass('outline', 'md', 'admin-tools__link')}>
                  {tool.label}
                </Link>
                <span>{tool.text}</span>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
