import {
  CONTENT_TYPE_LABELS,
  errorMessage,
  showsResourceUrl,
  SUBMISSION_CATEGORIES,
  TRAINING_MESSAGES,
  TRAINING_QUERY_KEYS,
  trainingSubmissionSchema,
} from '@newsroom/contracts';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  TextField,
  useSchemaForm,
  useToast,
} from '@newsroom/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { SelectField, PastingTextArea } from '../components/fields';
import { submitTraining } from './api';

const EMPTY = { title: '', content: '', category: '', contentType: '', resourceUrl: '' };

const CATEGORY_OPTIONS = [
  { value: '', label: 'Select a category' },
  ...SUBMISSION_CATEGORIES.map((category) => ({ value: category, label: category })),
];
const TYPE_OPTIONS = [
  { value: '', label: 'Select a content type' },
  ...Object.entries(CONTENT_TYPE_LABELS).map(([value, label]) => ({ value, label })),
];

/**
 * The submission's state and call. The page holds it (not the form), so a half-written draft
 * survives a look at Browse and back: the tab panels unmount when hidden.
 */
export function useTrainingSubmission() {
  const form = useSchemaForm(trainingSubmissionSchema, EMPTY);
  const { reset } = form;
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const mutation = useMutation({
    mutationFn: submitTraining,
    onSuccess: () => {
      toast({
        title: TRAINING_MESSAGES.submittedTitle,
        description: TRAINING_MESSAGES.submittedText,
        variant: 'success',
      });
      reset(EMPTY);
      void queryClient.invalidateQueries({ queryKey: TRAINING_QUERY_KEYS.root });
    },
    onError: (error) =>
      toast({
        title: TRAINING_MESSAGES.submitFailedTitle,
        description: errorMessage(error, TRAINING_MESSAGES.submitFailed),
        variant: 'destructive',
      }),
  });
  return { form, mutation };
}

export type TrainingSubmissionState = ReturnType<typeof useTrainingSubmission>;

/** Submit Content (admins): stored pending, published once approved. */
export function SubmitContentForm({ submission: { form, mutation } }: { submission: TrainingSubmissionState }) {
  const id = useId();
  const typeField = form.field('contentType');
  const withLink = showsResourceUrl('submission', form.values.contentType);

  return (
    <Card className="training-submit">
      <CardHeader>
        <CardTitle as="h2">Submit training content</CardTitle>
        <CardDescription>Every submission is reviewed by an admin before it appears in the hub.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="tool-form"
          onSubmit={form.handleSubmit((data) => mutation.mutate(data))}
          noValidate
          aria-label="Submit training content"
        >
          <TextField id={`${id}-title`} label="Title" autoComplete="off" {...form.field('title')} />
          <PastingTextArea
            id={`${id}-content`}
            label="Content"
            placeholder="What should a producer learn from this?"
            onPaste={(text) => form.setValue('content', text)}
            {...form.field('content')}
          />
          <div className="tool-form__row">
            <SelectField
              id={`${id}-category`}
              label="Category"
              options={CATEGORY_OPTIONS}
              {...form.field('category')}
            />
            <SelectField
              id={`${id}-type`}
              label="Content Type"
              options={TYPE_OPTIONS}
              {...typeField}
              onChange={(event) => {
                typeField.onChange(event);
                // A hidden link must not block the form: a text article has none.
                if (!showsResourceUrl('submission', event.target.value)) form.setValue('resourceUrl', '');
              }}
            />
          </div>
          {withLink ? (
            <TextField
              id={`${id}-url`}
              label="Resource URL"
              type="url"
              inputMode="url"
              placeholder="https://"
              hint="Optional: where the video, PDF, post or site lives."
              {...form.field('resourceUrl')}
            />
          ) : null}
          <div className="tool-form__actions">
            <Button type="submit" size="lg" disabled={mutation.isPending}>
              {mutation.isPending ? 'Submitting...' : 'Submit for Review'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
