import type { RemotePageProps } from '@newsroom/ui';
import { ToolPreviewPage } from '../components/ToolPreviewPage';

/** Exposed as tools/TeaseGeneratorPage. */
export default function TeaseGeneratorPage(_props: Partial<RemotePageProps>) {
  return (
    <ToolPreviewPage
      title="Tease Generator"
      description="Write teases that keep the audience through the break."
      premium
      intro="Paste the story; pick a compelling, question or dramatic style."
      features={[
        { title: 'Three Options', text: 'Three teases to choose from on every run.' },
        { title: 'Two Sentences', text: 'Each tease is two tight sentences.' },
        { title: 'Styles', text: 'Compelling, question or dramatic.' },
      ]}
      outputs={['Three tease options, two sentences each', 'Copy any option straight into the rundown']}
    />
  );
}
