import { Alert, Badge, Card, CardContent, CardHeader, CardTitle, PageHeader } from '@newsroom/ui';
import { Link } from 'react-router-dom';
import { HowItWorks, type Feature } from './HowItWorks';
import '../tools.css';

export interface ToolPreviewPageProps {
  title: string;
  description: string;
  premium?: boolean;
  intro: string;
  features: readonly Feature[];
  /** What the finished tool produces, shown as a list. */
  outputs: readonly string[];
}

/**
 * A generator page whose form is not wired yet: it still explains the tool, so the route is a real
 * page of the app rather than an empty placeholder.
 */
export function ToolPreviewPage({ title, description, premium, intro, features, outputs }: ToolPreviewPageProps) {
  return (
    <div className="tool-page">
      <PageHeader title={title} description={description} actions={premium ? <Badge>Premium</Badge> : undefined} />
      <div className="tool-layout">
        <Card>
          <CardHeader>
            <CardTitle as="h2">What you get</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="how-it-works__list">
              {outputs.map((o) => (
                <li key={o}>{o}</li>
              ))}
            </ul>
            <Alert className="tool-notice" title="Opening soon on this desk">
              This tool is being connected to the newsroom engine. In the meantime the{' '}
              <Link to="/script-simplifier">Script Simplifier</Link> is ready to use.
            </Alert>
          </CardContent>
        </Card>
        <HowItWorks intro={intro} features={features} />
      </div>
    </div>
  );
}
