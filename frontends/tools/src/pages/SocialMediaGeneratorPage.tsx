import type { RemotePageProps } from '@newsroom/ui';
import { ToolPreviewPage } from '../components/ToolPreviewPage';

/** Exposed as tools/SocialMediaGeneratorPage. Free on the home page. */
export default function SocialMediaGeneratorPage(_props: Partial<RemotePageProps>) {
  return (
    <ToolPreviewPage
      title="Social Media Generator"
      description="Platform-optimised posts and push alerts from your story."
      intro="Paste the story, pick the platform, the tone and the length."
      features={[
        { title: 'Platforms', text: 'X, Facebook, Instagram and push alerts.' },
        { title: 'Tones', text: 'Breaking, engaging or informative.' },
        { title: 'Lengths', text: 'Short (60-100), medium (100-200) or extended (200-280 characters).' },
      ]}
      outputs={['Three options per request, each with its character count', 'Copy to clipboard in one click']}
    />
  );
}
