import type { RemotePageProps } from '@newsroom/ui';
import { ToolPreviewPage } from '../components/ToolPreviewPage';

/** Exposed as tools/DigitalArticleCreatorPage. */
export default function DigitalArticleCreatorPage(_props: Partial<RemotePageProps>) {
  return (
    <ToolPreviewPage
      title="Digital Article Creator"
      description="Turn broadcast copy into an AP Style web article."
      premium
      intro="Paste the broadcast content, add a headline and a location, and pick a tone."
      features={[
        { title: 'AP Style', text: 'Datelines, numbers and titles per the AP Stylebook.' },
        { title: 'Tones', text: 'Standard, feature or analysis.' },
        { title: 'Preview and Raw Output', text: 'Read it formatted, or copy the raw text.' },
      ]}
      outputs={['A publish-ready article with headline and dateline', 'Preview and Raw Output views']}
    />
  );
}
