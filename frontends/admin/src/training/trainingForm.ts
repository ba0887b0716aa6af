import {
  ADMIN_TRAINING_CATEGORIES,
  adminTrainingSchema,
  adminTrainingUpdateSchema,
  CONTENT_TYPE_LABELS,
  PREMIUM_TAG,
  showsResourceUrl,
  TRAINING_CONTENT_TYPES,
  type TrainingContentType,
  type TrainingItemView,
  type TrainingStatus,
} from '@newsroom/contracts';
import type { FormSchema } from '@newsroom/ui';

/**
 * The admin training form (spec section 5) as the inputs hold it, and its mapping to and from the
 * POST /api/training/admin and PATCH /api/training/{id} bodies. Pure, so the rules are tested
 * without a browser.
 */
export interface TrainingFormValues extends Record<string, string> {
  title: string;
  content: string;
  category: string;
  contentType: string;
  resourceUrl: string;
  status: string;
  /** The 'Premium (subscribers only)' switch: 'true' or 'false'. */
  premium: string;
}

/** What the dialog sends: the link is '' when there is none (or the type hides it). */
export interface TrainingRequestBody {
  title: string;
  content: string;
  category: string;
  contentType: TrainingContentType;
  resourceUrl: string;
  status: TrainingStatus;
  tags: string[];
}

/** Spec section 4: a new item is approved unless the admin keeps it pending. */
export const EMPTY_TRAINING_FORM: TrainingFormValues = {
  title: '',
  content: '',
  category: '',
  contentType: '',
  resourceUrl: '',
  status: 'approved',
  premium: 'false',
};

const isPremium = (item: TrainingItemView) => item.premium || item.tags.includes(PREMIUM_TAG);

/** The tags the Premium switch does not own: kept as they are by an edit. */
export const otherTags = (tags: readonly string[]) => tags.filter((tag) => tag !== PREMIUM_TAG);

export function trainingToForm(item: TrainingItemView): TrainingFormValues {
  return {
    title: item.title,
    content: item.content,
    category: item.category,
    contentType: item.contentType,
    resourceUrl: item.resourceUrl ?? '',
    status: item.status,
    premium: isPremium(item) ? 'true' : 'false',
  };
}

/** What an edit keeps of the item that the form does not show: its other tags and its link. */
export interface KeptFields {
  tags?: readonly string[];
  resourceUrl?: string | null;
}

/**
 * The body before validation. The admin form shows a link only for video, PDF and website items
 * (spec section 4). For another type, an edit keeps the link the item already has (a blog post
 * submitted with its address must not lose it because this form hides the field), a new item
 * sends none, and a text article never has one.
 */
export function formToRequest(values: TrainingFormValues, kept: KeptFields = {}) {
  const keptTags = kept.tags ?? [];
  const hiddenLink = values.contentType === 'text' ? '' : (kept.resourceUrl ?? '');
  return {
    title: values.title,
    content: values.content,
    category: values.category,
    contentType: values.contentType,
    resourceUrl: showsResourceUrl('admin', values.contentType) ? values.resourceUrl : hiddenLink,
    status: values.status,
    tags: values.premium === 'true' ? [...otherTags(keptTags), PREMIUM_TAG] : otherTags(keptTags),
  };
}

/**
 * The form checked by the shared schemas (create: approved or pending; edit: rejected too), so the
 * messages are the spec's and the service's. `kept` is what the edited item keeps.
 */
export function trainingFormSchema(mode: 'create' | 'edit', kept: KeptFields = {}): FormSchema<TrainingRequestBody> {
  const schema = mode === 'create' ? adminTrainingSchema : adminTrainingUpdateSchema;
  return {
    safeParse(data) {
      const result = schema.safeParse(formToRequest(data as TrainingFormValues, kept));
      if (!result.success) return { success: false, error: result.error };
      const body = result.data;
      return {
        success: true,
        data: {
          ...body,
          resourceUrl: body.resourceUrl ?? '',
          status: body.status ?? (data as TrainingFormValues).status,
          tags: body.tags ?? [],
        } as TrainingRequestBody,
      };
    },
  };
}

export const CONTENT_TYPE_OPTIONS = TRAINING_CONTENT_TYPES.map((type) => ({
  value: type,
  label: CONTENT_TYPE_LABELS[type],
}));

/**
 * The admin categories, plus the edited item's own when it is not one of them (a submission's
 * 'AI Coach Videos'), so saving an edit never changes it behind the admin's back.
 */
export function categoryOptions(current = ''): { value: string; label: string }[] {
  const list: string[] = [...ADMIN_TRAINING_CATEGORIES];
  if (current && !list.includes(current)) list.push(current);
  return list.map((category) => ({ value: category, label: category }));
}

const STATUS_LABELS: Record<TrainingStatus, string> = {
  approved: 'Approved',
  pending: 'Pending',
  rejected: 'Rejected',
};

export const statusLabel = (status: TrainingStatus) => STATUS_LABELS[status];

/** Approved or pending; an edit of a rejected item may also leave it rejected. */
export function statusOptions(current?: TrainingStatus): { value: TrainingStatus; label: string }[] {
  const statuses: TrainingStatus[] =
    current === 'rejected' ? ['approved', 'pending', 'rejected'] : ['approved', 'pending'];
  return statuses.map((status) => ({ value: status, label: STATUS_LABELS[status] }));
}
