import { CONTENT_APPROVED_COUNT, type TrainingItemView } from '@newsroom/contracts';
import {
  buttonClass,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  DataTable,
  formatDate,
  PageHeader,
  type DataTableColumn,
  Link,
} from '@newsroom/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { useActivePlans, usePendingContent, useUserCount } from '../data/queries';

/** A count, '…' while loading, or '—' when the call failed. */
function shown(query: UseQueryResult<number>): string {
  if (query.isPending) return '…';
  return query.isError ? '—' : String(query.data);
}

const lengthOf = (list: unknown) => (Array.isArray(list) ? list.length : 0);

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

/** Spec section 2: a static list of sample entries (there is no activity log behind it). */
const SAMPLE_ACTIVITY = [
  { what: 'New training submission: "Writing to time for a 20-second reader"', when: 'Sample · 2 hours ago' },
  { what: 'Plan updated: Yearly', when: 'Sample · yesterday' },
  { what: 'User promoted to admin: night_editor', when: 'Sample · 3 days ago' },
  { what: 'Content approved: "Broadcast number style"', when: 'Sample · last week' },
];

const QUEUE_SHOWN = 5;

const queueColumns: DataTableColumn<TrainingItemView>[] = [
  { key: 'title', header: 'Title', cell: (item) => item.title },
  { key: 'author', header: 'Author', cell: (item) => (item.authorId === null ? '—' : String(item.authorId)) },
  { key: 'category', header: 'Category', cell: (item) => item.category },
  { key: 'submitted', header: 'Submitted', cell: (item) => formatDate(item.createdAt) },
];

export function DashboardPage() {
  const users = useUserCount();
  const pending = usePendingContent();
  const plans = useActivePlans();
  const pendingCount = { ...pending, data: lengthOf(pending.data) } as UseQueryResult<number>;
  const planCount = { ...plans, data: lengthOf(plans.data) } as UseQueryResult<number>;
  const queue = pending.data ?? [];

  return (
    <div>
      <PageHeader title="Admin Dashboard" description="The state of the copy desk at a glance." />
      <div className="stat-grid">
        <StatCard label="Total Users" value={shown(users)} hint="Registered accounts" />
        <StatCard label="Pending Content" value={shown(pendingCount)} hint="Waiting for review" />
        <StatCard label="Content Approved" value={String(CONTENT_APPROVED_COUNT)} hint="Published to the hub" />
        <StatCard label="Active Plans" value={shown(planCount)} hint="Subscription plans" />
      </div>

      <div className="dashboard-grid">
        <Card className="admin-tools">
          <CardHeader>
            <CardTitle as="h2">Tools</CardTitle>
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

        <Card>
          <CardHeader>
            <CardTitle as="h2">Recent Activity</CardTitle>
            <CardDescription>Sample entries: an activity log is not recorded yet.</CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="activity-list">
              {SAMPLE_ACTIVITY.map((entry) => (
                <li key={entry.what}>
                  <span>{entry.what}</span>
                  <span className="activity-list__when">{entry.when}</span>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </div>

      <Card className="dashboard-queue">
        <CardHeader className="dashboard-queue__header">
          <div>
            <CardTitle as="h2">Content Approval Queue</CardTitle>
            <CardDescription>Training submissions waiting for review, oldest first.</CardDescription>
          </div>
          <Link to="/admin/content-approval" className={buttonClass('primary', 'sm')}>
            Open Content Approval
          </Link>
        </CardHeader>
        <CardContent>
          {pending.isPending ? (
            <p className="admin-muted">Loading the queue…</p>
          ) : pending.isError ? (
            <p className="admin-muted">The queue could not be loaded.</p>
          ) : queue.length === 0 ? (
            <p className="admin-muted">Nothing is waiting for review.</p>
          ) : (
            <>
              <DataTable
                caption="Content approval queue"
                columns={queueColumns}
                rows={queue.slice(0, QUEUE_SHOWN)}
                rowKey={(item) => item.id}
              />
              {queue.length > QUEUE_SHOWN ? (
                <p className="admin-muted">And {queue.length - QUEUE_SHOWN} more on the Content Approval page.</p>
              ) : null}
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
