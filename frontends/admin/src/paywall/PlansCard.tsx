import {
  ADMIN_MESSAGES,
  BILLING_MESSAGES,
  deletePlanConfirmText,
  type SubscriptionPlanView,
} from '@newsroom/contracts';
import {
  apiFetch,
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  DataTable,
  Spinner,
  type DataTableColumn,
} from '@newsroom/ui';
import { useState } from 'react';
import { PLAN_KEYS, useAllPlans } from '../data/queries';
import { useAdminMutation } from '../data/useAdminMutation';
import { PlanDialog } from './PlanDialog';

/** Prices are cents, shown as dollars (spec section 9): 1495 gives "$14.95". */
export function formatPlanPrice(cents: number): string {
  return `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** Which dialog is open; an edit keeps the plan as it was when opened, the list may lose it since. */
type Opened = { mode: 'create' } | { mode: 'edit'; plan: SubscriptionPlanView };

export function PlansCard() {
  const plans = useAllPlans();
  const [opened, setOpened] = useState<Opened | null>(null);

  const remove = useAdminMutation({
    mutationFn: (plan: SubscriptionPlanView) =>
      apiFetch<unknown>(`/api/admin/subscription-plans/${plan.id}`, { method: 'DELETE' }),
    success: ADMIN_MESSAGES.planDeleted,
    failure: { title: ADMIN_MESSAGES.deletionFailed, fallback: BILLING_MESSAGES.deletePlanFailed },
    invalidate: PLAN_KEYS,
  });

  const confirmDelete = (plan: SubscriptionPlanView) => {
    // Spec section 7: the browser's own confirm, word for word.
    if (window.confirm(deletePlanConfirmText(plan.name))) remove.mutate(plan);
  };

  const columns: DataTableColumn<SubscriptionPlanView>[] = [
    { key: 'name', header: 'Name', cell: (plan) => plan.name },
    { key: 'description', header: 'Description', cell: (plan) => plan.description, className: 'plans-table__text' },
    { key: 'price', header: 'Price', cell: (plan) => formatPlanPrice(plan.price), align: 'end' },
    {
      key: 'features',
      header: 'Features',
      cell: (plan) =>
        plan.features.length ? (
          <ul className="plan-features">
            {plan.features.map((feature, index) => (
              <li key={`${index}-${feature}`}>{feature}</li>
            ))}
          </ul>
        ) : (
          <span className="admin-muted">None</span>
        ),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (plan) =>
        plan.active ? <Badge variant="success">Active</Badge> : <Badge variant="secondary">Inactive</Badge>,
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'end',
      cell: (plan) => (
        <div className="plans-table__actions">
          <Button
            variant="outline"
            size="sm"
            aria-label={`Edit ${plan.name}`}
            onClick={() => setOpened({ mode: 'edit', plan })}
          >
            Edit
          </Button>
          <Button
            variant="destructive"
            size="sm"
            aria-label={`Delete ${plan.name}`}
            pending={remove.isPending && remove.variables?.id === plan.id}
            onClick={() => confirmDelete(plan)}
          >
            Delete
          </Button>
        </div>
      ),
    },
  ];

  const list = plans.data ?? [];
  return (
    <Card className="paywall-plans">
      <CardHeader className="paywall-card__header">
        <div>
          <CardTitle as="h2">Subscription Plans</CardTitle>
          <CardDescription>Prices in US dollars. Subscribers see the active plans.</CardDescription>
        </div>
        <Button onClick={() => setOpened({ mode: 'create' })}>Add Plan</Button>
      </CardHeader>
      <CardContent>
        {plans.isPending ? (
          <Spinner label="Loading plans…" />
        ) : plans.isError ? (
          <p className="paywall-empty">{ADMIN_MESSAGES.plansLoadFailed}</p>
        ) : list.length === 0 ? (
          <p className="paywall-empty">{ADMIN_MESSAGES.noPlansAvailable}</p>
        ) : (
          <DataTable
            caption="Subscription plans"
            className="plans-table"
            columns={columns}
            rows={list}
            rowKey={(plan) => plan.id}
          />
        )}
      </CardContent>
      {/* Mounted per opening, so each form starts from its plan. */}
      {opened?.mode === 'create' ? (
        <PlanDialog mode="create" onClose={() => setOpened(null)} />
      ) : opened?.mode === 'edit' ? (
        <PlanDialog
          mode="edit"
          initial={opened.plan}
          plan={plans.data?.find((plan) => plan.id === opened.plan.id) ?? null}
          onClose={() => setOpened(null)}
        />
      ) : null}
    </Card>
  );
}
