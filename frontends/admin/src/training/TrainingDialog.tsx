import {
  ADMIN_MESSAGES,
  showsResourceUrl,
  TRAINING_MESSAGES,
  TRAINING_PATHS,
  type TrainingItemView,
} from '@newsroom/contracts';
import {
  apiFetch,
  Dialog,
  FormDialogFooter,
  SelectField,
  Switch,
  TextAreaField,
  TextField,
  useSchemaForm,
} from '@newsroom/ui';
import { useId, useMemo, useRef } from 'react';
import { TRAINING_KEYS } from '../data/queries';
import { useAdminMutation } from '../data/useAdminMutation';
import {
  categoryOptions,
  CONTENT_TYPE_OPTIONS,
  EMPTY_TRAINING_FORM,
  statusOptions,
  trainingFormSchema,
  trainingToForm,
  type TrainingRequestBody,
} from './trainingForm';

export type TrainingDialogProps =
  { mode: 'create'; onClose(): void } | { mode: 'edit'; item: TrainingItemView; onClose(): void };

/** Both calls answer with the saved item; a failure is 'Operation failed' either way (spec section 8). */
const saveFailure = { title: ADMIN_MESSAGES.operationFailed, fallback: ADMIN_MESSAGES.saveContentFailed };

/**
 * Add Content and Edit Content (spec section 5). Mount it afresh for each opening: the form starts
 * from its props.
 */
export function TrainingDialog(props: TrainingDialogProps) {
  const { mode, onClose } = props;
  const item = mode === 'edit' ? props.item : null;
  const formId = useId();
  const titleRef = useRef<HTMLInputElement>(null);
  const schema = useMemo(
    () => trainingFormSchema(mode, { tags: item?.tags, resourceUrl: item?.resourceUrl }),
    [mode, item],
  );
  const form = useSchemaForm(schema, item ? trainingToForm(item) : EMPTY_TRAINING_FORM);

  const create = useAdminMutation({
    mutationFn: (body: TrainingRequestBody) =>
      apiFetch<TrainingItemView>(TRAINING_PATHS.adminCreate, { method: 'POST', json: body }),
    success: TRAINING_MESSAGES.contentCreated,
    failure: saveFailure,
    invalidate: TRAINING_KEYS,
    onSuccess: onClose,
  });
  const update = useAdminMutation({
    mutationFn: ({ id, body }: { id: number; body: TrainingRequestBody }) =>
      apiFetch<TrainingItemView>(TRAINING_PATHS.item(id), { method: 'PATCH', json: body }),
    success: TRAINING_MESSAGES.contentUpdated,
    failure: saveFailure,
    invalidate: TRAINING_KEYS,
    onSuccess: onClose,
  });
  const pending = create.isPending || update.isPending;

  const submit = form.handleSubmit((body) => {
    if (pending) return;
    if (item) update.mutate({ id: item.id, body });
    else create.mutate(body);
  });

  const idOf = (field: string) => `${formId}-${field}`;
  const withLink = showsResourceUrl('admin', form.values.contentType);
  // Say what happens to a link the form cannot show: a text article drops it, other types keep it.
  const hiddenLink = !withLink && item?.resourceUrl ? item.resourceUrl : null;

  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      initialFocusRef={titleRef}
      title={item ? 'Edit Content' : 'Add Content'}
      description={
        item
          ? 'Changes show in the Training Hub as soon as they are saved.'
          : 'Approved content appears in the Training Hub at once; pending content waits for review.'
      }
      footer={
        <FormDialogFooter
          formId={formId}
          onCancel={onClose}
          pending={pending}
          submitLabel={item ? 'Save Changes' : 'Create Content'}
        />
      }
    >
      {/* noValidate: the spec's messages, not the browser's, explain a bad link. */}
      <form id={formId} className="training-form" noValidate onSubmit={submit}>
        <TextField id={idOf('title')} ref={titleRef} label="Title" autoComplete="off" {...form.field('title')} />
        <TextAreaField id={idOf('content')} label="Content" rows={8} {...form.field('content')} />
        <div className="training-form__row">
          <SelectField
            id={idOf('category')}
            label="Category"
            placeholder="Select a category"
            options={categoryOptions(item?.category)}
            {...form.field('category')}
          />
          <SelectField
            id={idOf('contentType')}
            label="Content Type"
            placeholder="Select a content type"
            options={CONTENT_TYPE_OPTIONS}
            hint={
              hiddenLink
                ? form.values.contentType === 'text'
                  ? `A text article has no link: saving removes ${hiddenLink}.`
                  : `Keeps its link: ${hiddenLink}`
                : undefined
            }
            {...form.field('contentType')}
          />
        </div>
        {withLink ? (
          <TextField
            id={idOf('resourceUrl')}
            label="Resource URL"
            type="url"
            inputMode="url"
            placeholder="https://"
            hint="Optional: where the video, PDF or website lives."
            {...form.field('resourceUrl')}
          />
        ) : null}
        <div className="training-form__row">
          <SelectField
            id={idOf('status')}
            label="Status"
            options={statusOptions(item?.status)}
            {...form.field('status')}
          />
        </div>
        <Switch
          id={idOf('premium')}
          label="Premium (subscribers only)"
          description="Only subscribers and admins see a premium item's content and link."
          checked={form.values.premium === 'true'}
          onChange={(checked) => form.setValue('premium', checked ? 'true' : 'false')}
        />
      </form>
    </Dialog>
  );
}
