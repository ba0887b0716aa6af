import type { RemotePageProps } from '@newsroom/ui';
import { ToolPreviewPage } from '../components/ToolPreviewPage';

/** Exposed as tools/VosotGeneratorPage. */
export default function VosotGeneratorPage(_props: Partial<RemotePageProps>) {
  return (
    <ToolPreviewPage
      title="VOSOT Generator"
      description="Build a voice-over / sound-on-tape package from your script."
      premium
      intro="Give it the story and a target length; it lays out the package the way the control room expects."
      features={[
        { title: 'Time Control', text: '20, 30, 45 or 60 seconds.' },
        { title: 'Story Styles', text: 'Hard news, feature or sports.' },
        { title: 'Broadcast Format', text: 'Clearly labelled sections for the anchor and the editor.' },
      ]}
      outputs={['ANCHOR INTRO', 'VOICE OVER', 'SOUND ON TAPE', 'Continuing voice over to close the package']}
    />
  );
}
