import {
  ANCHOR_TONES,
  GENERATION_FALLBACKS,
  SIMPLIFIER_LENGTHS,
  simplifierFormSchema,
  toSimplifyRequest,
} from '@newsroom/contracts';
import {
  Alert,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  CopyButton,
  useSchemaForm,
  type RemotePageProps,
} from '@newsroom/ui';
import { useId } from 'react';
import type { Feature } from '../components/HowItWorks';
import { StreamingText, SubmitWithProgress } from '../components/GenerationStatus';
import { providerOf, ResultPanel } from '../components/ResultPanel';
import { ToolPage } from '../components/ToolPage';
import { SelectField, PastingTextArea } from '../components/fields';
import { simplifyScript } from '../generation/api';
import { choices, secondsLabel, titleCase } from '../generation/labels';
import { useGeneration } from '../generation/useGeneration';

const FEATURES: readonly Feature[] = [
  { title: 'Time Control', text: 'Fit the read to 20, 30 or 60 seconds.' },
  { title: 'Tone Options', text: 'Conversational or concise delivery for the anchor.' },
  { title: 'Broadcast Format', text: 'Structured for natural pausing and emphasis.' },
  { title: 'Number Formatting', text: 'Numbers spelled out per broadcast standards.' },
  { title: 'Readability', text: 'Complex sentences split into clear, speakable lines.' },
];

const LENGTH_OPTIONS = choices(SIMPLIFIER_LENGTHS, secondsLabel);
const TONE_OPTIONS = choices(ANCHOR_TONES, titleCase);

/** Exposed as tools/ScriptSimplifierPage. Free for every signed-in user. */
export default function ScriptSimplifierPage(_props: Partial<RemotePageProps>) {
  const id = useId();
  const form = useSchemaForm(simplifierFormSchema, { script: '', targetLength: '30', anchorTone: 'conversational' });
  // Spec section 8: the simplifier shows its error in an alert, not a toast.
  const simplify = useGeneration(simplifyScript, { fallback: GENERATION_FALLBACKS.simplify, toastOnError: false });

  const formNode = (
    <form
      className="tool-form"
      onSubmit={form.handleSubmit((values) => simplify.run(toSimplifyRequest(values)))}
      noValidate
      aria-label="Simplify a script"
    >
      <div className="tool-form__row">
        <SelectField
          id={`${id}-length`}
          label="Target Length"
          options={LENGTH_OPTIONS}
          {...form.field('targetLength')}
        />
        <SelectField id={`${id}-tone`} label="Anchor Tone" options={TONE_OPTIONS} {...form.field('anchorTone')} />
      </div>
      <PastingTextArea
        id={`${id}-script`}
        label="News Script"
        placeholder="Paste or type the script you want to simplify…"
        onPaste={(text) => form.setValue('script', text)}
        {...form.field('script')}
      />
      <SubmitWithProgress generation={simplify} label="Simplify Script" pendingLabel="Simplifying..." />
    </form>
  );

  const data = simplify.data;
  return (
    <ToolPage
      title="Script Simplifier"
      description="Turn a complex news script into broadcast-ready copy for the anchor."
      badge="FREE"
      intro="Paste a wire story or a reporter's draft; get copy an anchor can read cleanly on air."
      features={FEATURES}
      formTitle="Your script"
      form={formNode}
      resultKey={data ?? simplify.error}
      results={
        <>
          <StreamingText text={simplify.streamingText} />
          {simplify.errorText ? (
            <Alert variant="destructive" title="Error">
              {simplify.errorText}
            </Alert>
          ) : null}
          {data && !simplify.isPending && !simplify.isError ? (
            <ResultPanel checks={data.checks} provider={providerOf(data)}>
              <div className="result__columns">
                <Card>
                  <CardHeader>
                    <CardTitle as="h3">Original Script</CardTitle>
                  </CardHeader>
                  <CardContent>
                    <div className="result__text">{data.original}</div>
                  </CardContent>
                </Card>
                <Card>
                  <CardHeader>
                    <div className="result__card-head">
                      <CardTitle as="h3">Simplified Version</CardTitle>
                      <CopyButton text={data.simplified} />
                    </div>
                  </CardHeader>
                  <CardContent>
                    <div className="result__text result__text--final" data-testid="simplified-text">
                      {data.simplified}
                    </div>
                  </CardContent>
                </Card>
              </div>
            </ResultPanel>
          ) : null}
        </>
      }
    />
  );
}
