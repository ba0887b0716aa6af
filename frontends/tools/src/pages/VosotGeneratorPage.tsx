import { GENERATION_FALLBACKS, STORY_STYLES, VOSOT_LENGTHS, vosotRequestSchema } from '@newsroom/contracts';
import { CopyButton, Tab, TabList, TabPanel, Tabs, useSchemaForm, type RemotePageProps } from '@newsroom/ui';
import { useId } from 'react';
import type { Feature } from '../components/HowItWorks';
import { StreamingText, SubmitWithProgress } from '../components/GenerationStatus';
import { providerOf, ResultPanel } from '../components/ResultPanel';
import { ToolPage } from '../components/ToolPage';
import { SelectField, PastingTextArea } from '../components/fields';
import { generateVosot } from '../generation/api';
import { choices, secondsLabel, titleCase } from '../generation/labels';
import { vosotSectionsOf } from '../generation/parse';
import { useGeneration } from '../generation/useGeneration';

const FEATURES: readonly Feature[] = [
  { title: 'Time Control', text: '20, 30, 45 or 60 seconds.' },
  { title: 'Story Styles', text: 'Hard news, feature or sports.' },
  { title: 'Broadcast Format', text: 'Labelled sections: anchor intro, voice over, sound on tape.' },
  { title: 'Sound Bite Cues', text: 'The SOT comes with its speaker and in and out cues.' },
];

const LENGTH_OPTIONS = choices(VOSOT_LENGTHS, secondsLabel);
const STYLE_OPTIONS = choices(STORY_STYLES, titleCase);

/** Exposed as tools/VosotGeneratorPage. Premium (vosot-generator). */
export default function VosotGeneratorPage({ user = null }: Partial<RemotePageProps>) {
  const id = useId();
  const form = useSchemaForm(vosotRequestSchema, { script: '', targetLength: '30', storyStyle: 'hard_news' });
  const vosot = useGeneration(generateVosot, { fallback: GENERATION_FALLBACKS.vosot });
  const data = vosot.isPending ? undefined : vosot.data;

  return (
    <ToolPage
      title="VOSOT Generator"
      description="Build a voice-over / sound-on-tape package from your script."
      badge="Premium"
      intro="Give it the story and a target length; it lays out the package the way the control room expects."
      features={FEATURES}
      formTitle="Your story"
      resultKey={data}
      gate={{ feature: 'vosot-generator', user }}
      form={
        <form className="tool-form" onSubmit={form.handleSubmit(vosot.run)} noValidate aria-label="Generate a VOSOT">
          <div className="tool-form__row">
            <SelectField
              id={`${id}-length`}
              label="Target Length"
              options={LENGTH_OPTIONS}
              {...form.field('targetLength')}
            />
            <SelectField id={`${id}-style`} label="Story Style" options={STYLE_OPTIONS} {...form.field('storyStyle')} />
          </div>
          <PastingTextArea
            id={`${id}-script`}
            label="News Script"
            placeholder="Paste the story, including any quotes you want as the sound bite…"
            onPaste={(text) => form.setValue('script', text)}
            {...form.field('script')}
          />
          <SubmitWithProgress generation={vosot} label="Generate VOSOT" pendingLabel="Generating..." />
        </form>
      }
      results={
        <>
          <StreamingText text={vosot.streamingText} />
          {data ? (
            <ResultPanel
              title="Your VOSOT"
              checks={data.checks}
              provider={providerOf(data)}
              actions={<CopyButton text={data.result} label="Copy All" aria-label="Copy the whole VOSOT" />}
            >
              <Tabs defaultValue="preview">
                <TabList label="VOSOT views">
                  <Tab value="preview">Preview</Tab>
                  <Tab value="raw">Raw</Tab>
                </TabList>
                <TabPanel value="preview">
                  <div className="vosot-sections">
                    {vosotSectionsOf(data).map((section) => (
                      <section key={section.label} className="vosot-section" aria-label={section.label}>
                        <div className="result__card-head">
                          <h3 className="vosot-section__label">{section.label}</h3>
                          <CopyButton text={section.text} aria-label={`Copy ${section.label.toLowerCase()}`} />
                        </div>
                        <div className="result__text">{section.text}</div>
                      </section>
                    ))}
                  </div>
                </TabPanel>
                <TabPanel value="raw">
                  <div className="result__card-head">
                    <span />
                    <CopyButton text={data.result} />
                  </div>
                  <pre className="result__raw" data-testid="raw-result">
                    {data.result}
                  </pre>
                </TabPanel>
              </Tabs>
            </ResultPanel>
          ) : null}
        </>
      }
    />
  );
}
