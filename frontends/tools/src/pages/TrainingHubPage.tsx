import type { RemotePageProps } from '@newsroom/ui';
import { ToolPreviewPage } from '../components/ToolPreviewPage';

/** Exposed as tools/TrainingHubPage. */
export default function TrainingHubPage(_props: Partial<RemotePageProps>) {
  return (
    <ToolPreviewPage
      title="Training Hub"
      description="Resources on broadcast writing and timing, and an AI career coach."
      premium
      intro="Browse what the desk has collected, or ask the coach about your next career step."
      features={[
        { title: 'Browse', text: 'Getting started, best practices, technical guidelines, writing tips and more.' },
        { title: 'AI Coach', text: 'Chat, video library, resources and live training.' },
        { title: 'Reviewed Content', text: 'Every submission is reviewed before publication.' },
      ]}
      outputs={['Videos, PDFs, blogs and websites grouped by category', 'An AI career coach for every career stage']}
    />
  );
}
