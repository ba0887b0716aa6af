import { BANNER_CHAR_COUNTS, BANNER_STYLES, bannerRequestSchema, GENERATION_FALLBACKS } from '@newsroom/contracts';
import { CopyButton, PasteButton, TextField, useSchemaForm, type RemotePageProps } from '@newsroom/ui';
import { useId, useState } from 'react';
import type { Feature } from '../components/HowItWorks';
import { StreamingText, SubmitWithProgress } from '../components/GenerationStatus';
import { OptionCards } from '../components/OptionCards';
import { providerOf, ResultPanel } from '../components/ResultPanel';
import { ToolPage } from '../components/ToolPage';
import { SelectField } from '../components/fields';
import { generateBanner } from '../generation/api';
import { charCountLabel, choices, titleCase } from '../generation/labels';
import { optionsOf } from '../generation/parse';
import { useGeneration } from '../generation/useGeneration';

const FEATURES: readonly Feature[] = [
  { title: 'Character Limits', text: '25, 30 or 45 characters, to fit the lower third.' },
  { title: 'Banner Styles', text: 'Modern, dramatic or minimal.' },
  { title: 'Three Options', text: 'Each with its character count, ready to copy.' },
];

const STYLE_OPTIONS = choices(BANNER_STYLES, titleCase);
const COUNT_OPTIONS = choices(BANNER_CHAR_COUNTS, charCountLabel);

/** Exposed as tools/BannerBuilderPage. Premium (banner-builder). */
export default function BannerBuilderPage({ user = null }: Partial<RemotePageProps>) {
  const id = useId();
  const form = useSchemaForm(bannerRequestSchema, { topic: '', style: 'modern', charCount: '30' });
  // The limit the shown answer was written for, not whatever the select says now.
  const [limit, setLimit] = useState<number>(30);
  const banner = useGeneration(generateBanner, { fallback: GENERATION_FALLBACKS.banner });
  const data = banner.isPending ? undefined : banner.data;
  const options = data ? optionsOf(data) : [];

  return (
    <ToolPage
      title="Banner Builder"
      description="On-screen banners and lower thirds that fit the graphic."
      badge="Premium"
      intro="Describe the story; get three banners within the character limit of your graphic."
      features={FEATURES}
      formTitle="Your topic"
      resultKey={data}
      gate={{ feature: 'banner-builder', user }}
      form={
        <form
          className="tool-form"
          onSubmit={form.handleSubmit((request) => {
            setLimit(request.charCount);
            banner.run(request);
          })}
          noValidate
          aria-label="Build banners"
        >
          <div className="tool-form__row">
            <SelectField id={`${id}-style`} label="Banner Style" options={STYLE_OPTIONS} {...form.field('style')} />
            <SelectField
              id={`${id}-count`}
              label="Character Count"
              options={COUNT_OPTIONS}
              {...form.field('charCount')}
            />
          </div>
          <div className="tool-form__paste">
            <TextField
              id={`${id}-topic`}
              label="Story Topic"
              placeholder="e.g. City council approves road repair budget"
              {...form.field('topic')}
            />
            <PasteButton onPaste={(text) => form.setValue('topic', text)} />
          </div>
          <SubmitWithProgress generation={banner} label="Generate Banners" pendingLabel="Generating..." />
        </form>
      }
      results={
        <>
          <StreamingText text={banner.streamingText} />
          {data ? (
            <ResultPanel
              title="Your banners"
              checks={data.checks}
              provider={providerOf(data)}
              actions={<CopyButton text={data.result} label="Copy All" aria-label="Copy all banners" />}
            >
              <OptionCards options={options} maxChars={limit} />
            </ResultPanel>
          ) : null}
        </>
      }
    />
  );
}
