import { ARTICLE_TONES, articleRequestSchema, GENERATION_FALLBACKS } from '@newsroom/contracts';
import { CopyButton, Tab, TabList, TabPanel, Tabs, TextField, useSchemaForm, type RemotePageProps } from '@newsroom/ui';
import { useId } from 'react';
import type { Feature } from '../components/HowItWorks';
import { StreamingText, SubmitWithProgress } from '../components/GenerationStatus';
import { providerOf, ResultPanel } from '../components/ResultPanel';
import { ToolPage } from '../components/ToolPage';
import { SelectField, PastingTextArea } from '../components/fields';
import { createDigitalArticle } from '../generation/api';
import { choices, titleCase } from '../generation/labels';
import { paragraphsOf } from '../generation/parse';
import { useGeneration } from '../generation/useGeneration';

const FEATURES: readonly Feature[] = [
  { title: 'Broadcast to Web', text: 'Turns on-air copy into a written web story.' },
  { title: 'Dateline and Headline', text: 'Uses your headline and location.' },
  { title: 'Article Tones', text: 'Standard, feature or analysis.' },
  { title: 'Print Style', text: 'Figures and AP style, as readers expect online.' },
];

const TONE_OPTIONS = choices(ARTICLE_TONES, titleCase);

/** Exposed as tools/DigitalArticleCreatorPage. Premium (digital-article-creator). */
export default function DigitalArticleCreatorPage({ user = null }: Partial<RemotePageProps>) {
  const id = useId();
  const form = useSchemaForm(articleRequestSchema, {
    broadcastContent: '',
    headline: '',
    location: '',
    tone: 'standard',
  });
  const article = useGeneration(createDigitalArticle, { fallback: GENERATION_FALLBACKS.article });
  const data = article.isPending ? undefined : article.data;

  return (
    <ToolPage
      title="Digital Article Creator"
      description="Turn broadcast copy into a web article."
      badge="Premium"
      intro="Paste the broadcast script, give it a headline and a location; get an article for the website."
      features={FEATURES}
      formTitle="Your broadcast copy"
      resultKey={data}
      gate={{ feature: 'digital-article-creator', user }}
      form={
        <form
          className="tool-form"
          onSubmit={form.handleSubmit(article.run)}
          noValidate
          aria-label="Create a digital article"
        >
          <div className="tool-form__row">
            <TextField id={`${id}-headline`} label="Headline" {...form.field('headline')} />
            <TextField id={`${id}-location`} label="Location" placeholder="e.g. Atlanta" {...form.field('location')} />
            <SelectField id={`${id}-tone`} label="Article Tone" options={TONE_OPTIONS} {...form.field('tone')} />
          </div>
          <PastingTextArea
            id={`${id}-content`}
            label="Broadcast Content"
            placeholder="Paste the broadcast script…"
            onPaste={(text) => form.setValue('broadcastContent', text)}
            {...form.field('broadcastContent')}
          />
          <SubmitWithProgress generation={article} label="Create Article" pendingLabel="Creating..." />
        </form>
      }
      results={
        <>
          <StreamingText text={article.streamingText} />
          {data ? (
            <ResultPanel
              title="Your article"
              checks={data.checks}
              provider={providerOf(data)}
              actions={<CopyButton text={data.result} aria-label="Copy the article" />}
            >
              <Tabs defaultValue="preview">
                <TabList label="Article views">
                  <Tab value="preview">Preview</Tab>
                  <Tab value="raw">Raw Output</Tab>
                </TabList>
                <TabPanel value="preview">
                  <article className="article-preview" data-testid="article-preview">
                    {/* The article opens with its headline (no dateline), then the paragraphs. */}
                    {paragraphsOf(data.result).map((paragraph, index) =>
                      index === 0 && !/—/.test(paragraph) ? (
                        <h3 key={index} className="article-preview__headline">
                          {paragraph}
                        </h3>
                      ) : (
                        <p key={index}>{paragraph}</p>
                      ),
                    )}
                  </article>
                </TabPanel>
                <TabPanel value="raw">
                  <pre className="result__raw" data-testid="raw-result">
                    {data.result}
                  </pre>
                  <CopyButton text={data.result} label="Copy Raw" />
                </TabPanel>
              </Tabs>
            </ResultPanel>
          ) : null}
        </>
      }
    />
  );
}
