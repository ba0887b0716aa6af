import {
  ADMIN_MESSAGES,
  BILLING_MESSAGES,
  EMPTY_PLAN_FORM,
  planFormSchema,
  planToForm,
  type PlanRequest,
  type SubscriptionPlanView,
} from '@newsroom/contracts';
import {
  Alert,
  apiFetch,
  Dialog,
  FormDialogFooter,
  Switch,
  TextAreaField,
  TextField,
  useSchemaForm,
  useToast,
} from '@newsroom/ui';
import { useId } from 'react';
import { PLAN_KEYS } from '../data/queries';
import { useAdminMutation } from '../data/useAdminMutation';

const PLANS_PATH = '/api/admin/subscription-plans';

export type PlanDialogProps =
  | { mode: 'create'; onClose(): void }
  /** `plan` is the plan as the list holds it now: null once it has left the list (deleted elsewhere). */
  | { mode: 'edit'; plan: SubscriptionPlanView | null; initial: SubscriptionPlanView; onClose(): void };

/**
 * Add Plan and Edit Plan (spec section 5): the price in dollars, the features as JSON text, the
 * Active switch on edit only. Mount it afresh for each opening: the form starts from its props.
 */
export function PlanDialog(props: PlanDialogProps) {
  const { mode, onClose } = props;
  const editing = mode === 'edit';
  const formId = useId();
  const { toast } = useToast();
  const form = useSchemaForm(planFormSchema, editing ? planToForm(props.initial) : EMPTY_PLAN_FORM);

  const create = useAdminMutation({
    mutationFn: (body: PlanRequest) => apiFetch<SubscriptionPlanView>(PLANS_PATH, { method: 'POST', json: body }),
    success: ADMIN_MESSAGES.planCreated,
    failure: { title: ADMIN_MESSAGES.creationFailed, fallback: ADMIN_MESSAGES.createPlanFailed },
    invalidate: PLAN_KEYS,
    onSuccess: onClose,
  });
  const update = useAdminMutation({
    mutationFn: ({ id, body }: { id: number; body: PlanRequest }) =>
      apiFetch<SubscriptionPlanView>(`${PLANS_PATH}/${id}`, { method: 'PATCH', json: body }),
    success: ADMIN_MESSAGES.planUpdated,
    failure: { title: ADMIN_MESSAGES.updateFailed, fallback: ADMIN_MESSAGES.updatePlanFailed },
    invalidate: PLAN_KEYS,
    onSuccess: onClose,
  });
  const pending = create.isPending || update.isPending;

  const submit = form.handleSubmit((body) => {
    if (!editing) {
      // Spec section 4: a newly created plan is always sent as active.
      create.mutate({ ...body, active: true });
    } else if (!props.plan) {
      toast({
        title: ADMIN_MESSAGES.updateFailed,
        description: BILLING_MESSAGES.noPlanSelected,
        variant: 'destructive',
      });
    } else {
      update.mutate({ id: props.plan.id, body });
    }
  });

  const idOf = (field: string) => `${formId}-${field}`;
  return (
    <Dialog
      open
      onClose={onClose}
      title={editing ? 'Edit Plan' : 'Add Plan'}
      description={
        editing ? `Change the "${props.initial.name}" plan.` : 'A new plan is active as soon as it is created.'
      }
      footer={
        <FormDialogFooter
          formId={formId}
          onCancel={onClose}
          pending={pending}
          submitLabel={editing ? 'Save Changes' : 'Create Plan'}
        />
      }
    >
      {editing && !props.plan ? (
        <Alert variant="destructive" title="This plan is no longer in the list">
          It may have been deleted. Close the dialog and pick a plan again.
        </Alert>
      ) : null}
      {/* noValidate: the spec's messages, not the browser's, explain a bad price. */}
      <form id={formId} className="plan-form" noValidate onSubmit={submit}>
        <TextField id={idOf('name')} label="Name" autoComplete="off" {...form.field('name')} />
        <TextAreaField id={idOf('description')} label="Description" rows={3} {...form.field('description')} />
        <TextField
          id={idOf('price')}
          label="Price"
          type="number"
          step="0.01"
          min="0"
          inputMode="decimal"
          hint="In US dollars (USD), e.g. 14.95."
          {...form.field('price')}
        />
        <TextAreaField
          id={idOf('features')}
          label="Features"
          rows={4}
          spellCheck={false}
          placeholder='["All premium tools", "Training Hub"]'
          hint='A JSON array of strings, e.g. ["All premium tools", "Training Hub"].'
          className="plan-form__features"
          {...form.field('features')}
        />
        {editing ? (
          <Switch
            id={idOf('active')}
            label="Active"
            description="Inactive plans are hidden from subscribers."
            checked={form.values.active === 'true'}
            onChange={(checked) => form.setValue('active', checked ? 'true' : 'false')}
          />
        ) : null}
      </form>
    </Dialog>
  );
}
