import { Button, Spinner } from '@newsroom/ui';

/** The submit button: disabled with its "...ing" label while the request runs. */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
}) {
  return (
    <Button type="submit" size="lg" disabled={pending}>
      {pending ? pendingLabel : label}
    </Button>
  );
}

/** Spinner with the job's stage from the progress stream ('Queued…', 'Writing…', 'Checking…'). */
export function GenerationProgress({ pending, stageLabel }: { pending: boolean; stageLabel: string | null }) {
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
