import type { RemotePageProps } from '@newsroom/ui';
import { ToolPreviewPage } from '../components/ToolPreviewPage';

/** Exposed as tools/BannerBuilderPage. */
export default function BannerBuilderPage(_props: Partial<RemotePageProps>) {
  return (
    <ToolPreviewPage
      title="Banner Builder"
      description="On-screen banners that fit the graphic exactly."
      premium
      intro="Describe the story; choose a style and the character count of your lower third."
      features={[
        { title: 'Exact Fit', text: '25, 30 or 45 characters, counted for you.' },
        { title: 'Styles', text: 'Modern, dramatic or minimal.' },
        { title: 'Three Options', text: 'Option 1 to Option 3, each with its character count.' },
      ]}
      outputs={['Three banner options of the exact length', 'A character count beside each option']}
    />
  );
}
