import { GENERATION_FALLBACKS, TEASE_STYLES, teaseRequestSchema } from '@newsroom/contracts';
import { Card, CardContent, CopyButton, useSchemaForm, type RemotePageProps } from '@newsroom/ui';
import { useId } from 'react';
import type { Feature } from '../components/HowItWorks';
import { StreamingText, SubmitWithProgress } from '../components/GenerationStatus';
import { providerOf, ResultPanel } from '../components/ResultPanel';
import { ToolPage } from '../components/ToolPage';
import { SelectField, PastingTextArea } from '../components/fields';
import { generateTease } from '../generation/api';
import { choices, titleCase } from '../generation/labels';
import { paragraphsOf } from '../generation/parse';
import { useGeneration } from '../generation/useGeneration';

const FEATURES: readonly Feature[] = [
  { title: 'Three Options', text: 'Three teases per story to choose from.' },
  { title: 'Tease Styles', text: 'Compelling, question or dramatic.' },
  { title: 'No Spoilers', text: 'Makes the audience stay for the story without giving it away.' },
];

const STYLE_OPTIONS = choices(TEASE_STYLES, titleCase);

/** Exposed as tools/TeaseGeneratorPage. Premium (tease-generator). */
export default function TeaseGeneratorPage({ user = null }: Partial<RemotePageProps>) {
  const id = useId();
  const form = useSchemaForm(teaseRequestSchema, { script: '', teaseStyle: 'compelling' });
  const tease = useGeneration(generateTease, { fallback: GENERATION_FALLBACKS.tease });
  const data = tease.isPending ? undefined : tease.data;
  const paragraphs = data ? paragraphsOf(data.result) : [];

  return (
    <ToolPage
      title="Tease Generator"
      description="Write teases that keep the audience through the break."
      badge="Premium"
      intro="Give it the story; it writes teases that promise the story without spoiling it."
      features={FEATURES}
      formTitle="Your story"
      resultKey={data}
      gate={{ feature: 'tease-generator', user }}
      form={
        <form className="tool-form" onSubmit={form.handleSubmit(tease.run)} noValidate aria-label="Generate teases">
          <div className="tool-form__row">
            <SelectField id={`${id}-style`} label="Tease Style" options={STYLE_OPTIONS} {...form.field('teaseStyle')} />
          </div>
          <PastingTextArea
            id={`${id}-script`}
            label="News Script"
            placeholder="Paste the story you want to tease…"
            onPaste={(text) => form.setValue('script', text)}
            {...form.field('script')}
          />
          <SubmitWithProgress generation={tease} label="Generate Teases" pendingLabel="Generating..." />
        </form>
      }
      results={
        <>
          <StreamingText text={tease.streamingText} />
          {data ? (
            <ResultPanel
              title="Your teases"
              checks={data.checks}
              provider={providerOf(data)}
              actions={<CopyButton text={data.result} label="Copy All" aria-label="Copy all teases" />}
            >
              <ol className="tease-list">
                {paragraphs.map((paragraph, index) => (
                  <li key={index}>
                    <Card data-testid={`option-${index + 1}`}>
                      <CardContent className="tease-list__item">
                        <p className="result__text result__text--final">{paragraph}</p>
                        <CopyButton text={paragraph} aria-label={`Copy tease ${index + 1}`} />
                      </CardContent>
                    </Card>
                  </li>
                ))}
              </ol>
            </ResultPanel>
          ) : null}
        </>
      }
    />
  );
}
