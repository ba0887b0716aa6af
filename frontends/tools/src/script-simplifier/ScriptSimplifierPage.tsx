import { errorMessage } from '@newsroom/contracts';
import {
  Alert,
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  CopyButton,
  PageHeader,
  PasteButton,
  type RemotePageProps,
} from '@newsroom/ui';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { HowItWorks, type Feature } from '../components/HowItWorks';
import {
  ANCHOR_TONES,
  simplifyScript,
  SIMPLIFY_FALLBACK_ERROR,
  TARGET_LENGTHS,
  validateScript,
  type AnchorTone,
  type TargetLength,
} from './simplifyScript';
import '../tools.css';

const FEATURES: readonly Feature[] = [
  { title: 'Time Control', text: 'Fit the read to 20, 30 or 60 seconds.' },
  { title: 'Tone Options', text: 'Conversational or concise delivery for the anchor.' },
  { title: 'Broadcast Format', text: 'Structured for natural pausing and emphasis.' },
  { title: 'Number Formatting', text: 'Numbers spelled out per broadcast standards.' },
  { title: 'Readability', text: 'Complex sentences split into clear, speakable lines.' },
];

/** Exposed as tools/ScriptSimplifierPage. Free for every signed-in user. */
export default function ScriptSimplifierPage(_props: Partial<RemotePageProps>) {
  const [targetLength, setTargetLength] = useState<TargetLength>('30');
  const [anchorTone, setAnchorTone] = useState<AnchorTone>('conversational');
  const [script, setScript] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const resultsRef = useRef<HTMLDivElement>(null);
  const id = useId();

  const simplify = useMutation({ mutationFn: simplifyScript });

  // Validation runs on submit, then again on every change.
  const scriptError = submitted ? validateScript(script) : null;

  // Spec: the view scrolls to the results (or to the error).
  useEffect(() => {
    if (simplify.isSuccess || simplify.isError)
      resultsRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [simplify.isSuccess, simplify.isError]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (validateScript(script)) return;
    simplify.mutate({ script, target_length: Number(targetLength), anchor_tone: anchorTone });
  }

  return (
    <div className="tool-page">
      <PageHeader
        title="Script Simplifier"
        description="Turn a complex news script into broadcast-ready copy for the anchor."
        actions={<Badge variant="success">FREE</Badge>}
      />
      <div className="tool-layout">
        <Card>
          <CardHeader>
            <CardTitle as="h2">Your script</CardTitle>
          </CardHeader>
          <CardContent>
            <form className="tool-form" onSubmit={onSubmit} noValidate aria-label="Simplify a script">
              <div className="tool-form__row">
                <div className="nr-field">
                  <label className="nr-label" htmlFor={`${id}-length`}>
                    Target Length
                  </label>
                  <select
                    id={`${id}-length`}
                    className="nr-select"
                    value={targetLength}
                    onChange={(e) => setTargetLength(e.target.value as TargetLength)}
                  >
                    {TARGET_LENGTHS.map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="nr-field">
                  <label className="nr-label" htmlFor={`${id}-tone`}>
                    Anchor Tone
                  </label>
                  <select
                    id={`${id}-tone`}
                    className="nr-select"
                    value={anchorTone}
                    onChange={(e) => setAnchorTone(e.target.value as AnchorTone)}
                  >
                    {ANCHOR_TONES.map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </select>
                </div>
              </div>
              <div className="nr-field">
                <div className="tool-form__label-row">
                  <label className="nr-label" htmlFor={`${id}-script`}>
                    News Script
                  </label>
                  <PasteButton onPaste={setScript} />
                </div>
                <textarea
                  id={`${id}-script`}
                  className="nr-textarea"
                  placeholder="Paste or type the script you want to simplify…"
                  value={script}
                  onChange={(e) => setScript(e.target.value)}
                  aria-invalid={Boolean(scriptError)}
                  aria-describedby={scriptError ? `${id}-script-error` : undefined}
                />
                {scriptError ? (
                  <p id={`${id}-script-error`} className="nr-field__error">
                    {scriptError}
                  </p>
                ) : null}
              </div>
              <Button type="submit" size="lg" disabled={simplify.isPending}>
                {simplify.isPending ? 'Simplifying...' : 'Simplify Script'}
              </Button>
            </form>
          </CardContent>
        </Card>
        <HowItWorks
          intro="Paste a wire story or a reporter's draft; get copy an anchor can read cleanly on air."
          features={FEATURES}
        />
      </div>

      <div ref={resultsRef} className="tool-results">
        {simplify.isError ? (
          <Alert variant="destructive" title="Error">
            {errorMessage(simplify.error, SIMPLIFY_FALLBACK_ERROR)}
          </Alert>
        ) : null}
        {simplify.isSuccess ? (
          <section aria-labelledby={`${id}-results`} className="result">
            <div className="result__head">
              <h2 id={`${id}-results`} className="result__title">
                Results
              </h2>
              <Badge variant="warning">VERIFY ALL COPY RESULTS</Badge>
            </div>
            <div className="result__columns">
              <Card>
                <CardHeader>
                  <CardTitle as="h3">Original Script</CardTitle>
                </CardHeader>
                <CardContent>
                  <div className="result__text">{simplify.data.original}</div>
                </CardContent>
              </Card>
              <Card>
                <CardHeader>
                  <div className="result__card-head">
                    <CardTitle as="h3">Simplified Version</CardTitle>
                    <CopyButton text={simplify.data.simplified} />
                  </div>
                </CardHeader>
                <CardContent>
                  <div className="result__text result__text--final" data-testid="simplified-text">
                    {simplify.data.simplified}
                  </div>
                </CardContent>
              </Card>
            </div>
          </section>
        ) : null}
      </div>
    </div>
  );
}
