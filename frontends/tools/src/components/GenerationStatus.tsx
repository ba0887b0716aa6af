import { Button, Spinner } from '@newsroom/ui';

/**
 * The form's foot: the submit button, disabled with its "...ing" label while the request runs,
 * and beside it the job's stage.
 */
export function SubmitWithProgress({
  generation: { isPending, stageLabel },
  label,
  pendingLabel,
}: {
  generation: { isPending: boolean; stageLabel: string | null };
  label: string;
  pendingLabel: string;
}) {
  return (
    <div className="tool-form__actions">
      <Button type="submit" size="lg" disabled={isPending}>
        {isPending ? pendingLabel : label}
      </Button>
      <GenerationProgress pending={isPending} stageLabel={stageLabel} />
    </div>
  );
}

/** Spinner with the job's stage from the progress stream ('Queued…', 'Writing…', 'Checking…'). */
function GenerationProgress({ pending, stageLabel }: { pending: boolean; stageLabel: string | null }) {
  if (!pending) return null;
  return (
    <div className="tool-progress">
      <Spinner size="sm" inline label={stageLabel ?? 'Working…'} showLabel={Boolean(stageLabel)} />
    </div>
  );
}

/** The copy so far, while the model writes it; the final answer replaces it. */
export function StreamingText({ text }: { text: string }) {
  if (!text) return null;
  return (
    <section className="tool-streaming" aria-label="Being written" aria-busy="true">
      <p className="tool-streaming__label">Being written…</p>
      <div className="result__text" data-testid="streaming-text">
        {text}
      </div>
    </section>
  );
}
