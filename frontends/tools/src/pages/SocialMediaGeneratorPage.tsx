import {
  GENERATION_FALLBACKS,
  SOCIAL_LENGTH_RANGES,
  SOCIAL_LENGTHS,
  SOCIAL_PLATFORMS,
  SOCIAL_TONES,
  socialRequestSchema,
} from '@newsroom/contracts';
import { CopyButton, useSchemaForm, type RemotePageProps } from '@newsroom/ui';
import { useId, useState } from 'react';
import type { Feature } from '../components/HowItWorks';
import { StreamingText, SubmitWithProgress } from '../components/GenerationStatus';
import { OptionCards } from '../components/OptionCards';
import { providerOf, ResultPanel } from '../components/ResultPanel';
import { ToolPage } from '../components/ToolPage';
import { SelectField, PastingTextArea } from '../components/fields';
import { generateSocial } from '../generation/api';
import { choices, socialLengthLabel, socialPlatformLabel, titleCase } from '../generation/labels';
import { optionsOf } from '../generation/parse';
import { useGeneration } from '../generation/useGeneration';
import { UpgradePromo, usePaidAccess } from '../social/UpgradePromo';

const FEATURES: readonly Feature[] = [
  { title: 'Every Platform', text: 'X (Twitter), Facebook, Instagram or a push alert.' },
  { title: 'Tones', text: 'Breaking, engaging or informative.' },
  { title: 'Lengths', text: 'Short 60-100, medium 100-200 or extended 200-280 characters.' },
  { title: 'Three Options', text: 'Each with its character count, ready to copy.' },
];

const PLATFORM_OPTIONS = choices(SOCIAL_PLATFORMS, socialPlatformLabel);
const TONE_OPTIONS = choices(SOCIAL_TONES, titleCase);
const LENGTH_OPTIONS = choices(SOCIAL_LENGTHS, socialLengthLabel);

/** Exposed as tools/SocialMediaGeneratorPage. Free for every signed-in user. */
export default function SocialMediaGeneratorPage({ user = null }: Partial<RemotePageProps>) {
  const id = useId();
  const form = useSchemaForm(socialRequestSchema, {
    newsContent: '',
    platform: 'twitter',
    tone: 'informative',
    length: 'medium',
  });
  const [limit, setLimit] = useState<number>(SOCIAL_LENGTH_RANGES.medium.max);
  const social = useGeneration(generateSocial, { fallback: GENERATION_FALLBACKS.social });
  const access = usePaidAccess(user);
  const data = social.isPending ? undefined : social.data;

  return (
    <ToolPage
      title="Social Media Generator"
      description="Posts for every platform from your story."
      badge="FREE"
      intro="Paste the story, pick the platform, tone and length; get three posts to choose from."
      features={FEATURES}
      formTitle="Your story"
      resultKey={data}
      promo={access.known && !access.paid ? <UpgradePromo /> : null}
      form={
        <form
          className="tool-form"
          onSubmit={form.handleSubmit((request) => {
            setLimit(SOCIAL_LENGTH_RANGES[request.length].max);
            social.run(request);
          })}
          noValidate
          aria-label="Generate social posts"
        >
          <div className="tool-form__row">
            <SelectField
              id={`${id}-platform`}
              label="Platform"
              options={PLATFORM_OPTIONS}
              {...form.field('platform')}
            />
            <SelectField id={`${id}-tone`} label="Tone" options={TONE_OPTIONS} {...form.field('tone')} />
            <SelectField id={`${id}-length`} label="Length" options={LENGTH_OPTIONS} {...form.field('length')} />
          </div>
          <PastingTextArea
            id={`${id}-content`}
            label="News Content"
            placeholder="Paste the story or the key facts…"
            onPaste={(text) => form.setValue('newsContent', text)}
            {...form.field('newsContent')}
          />
          <SubmitWithProgress generation={social} label="Generate Posts" pendingLabel="Generating..." />
        </form>
      }
      results={
        <>
          <StreamingText text={social.streamingText} />
          {data ? (
            <ResultPanel
              title="Your posts"
              checks={data.checks}
              provider={providerOf(data)}
              actions={<CopyButton text={data.result} label="Copy All" aria-label="Copy all posts" />}
            >
              <OptionCards options={optionsOf(data)} maxChars={limit} />
            </ResultPanel>
          ) : null}
        </>
      }
    />
  );
}
