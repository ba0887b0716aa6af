import {
  Badge,
  buttonClass,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  PageHeader,
  Link,
} from '@newsroom/ui';
import type { ReactNode } from 'react';
import { isAdmin, useCurrentUser } from '../session/currentUser';

interface ToolCardProps {
  to: string;
  title: string;
  free?: boolean;
  description: string;
  action: string;
  children?: ReactNode;
  testId: string;
}

function ToolCard({ to, title, free, description, action, children, testId }: ToolCardProps) {
  return (
    <Card className="home-card" data-testid={testId}>
      <CardHeader>
        <div className="home-card__title-row">
          <CardTitle>{title}</CardTitle>
          {free ? <Badge variant="success">FREE</Badge> : null}
        </div>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="home-card__body">
        {children}
        <Link to={to} className={buttonClass('primary', 'md', 'home-card__action')}>
          {action}
        </Link>
      </CardContent>
    </Card>
  );
}

export function HomePage() {
  const { data: user } = useCurrentUser();
  return (
    <div className="page">
      <PageHeader
        title={user ? `Welcome back, ${user.username}` : 'Welcome'}
        description="Professional AI tools for all journalists"
      />
      <div className="home-grid">
        <ToolCard
          testId="home-card-social"
          to="/social-media-generator"
          title="Social Media Generator"
          free
          description="Platform-optimised posts and push alerts for X, Facebook and Instagram, in a breaking, engaging or informative tone."
          action="Create social posts"
        />
        <ToolCard
          testId="home-card-simplifier"
          to="/script-simplifier"
          title="Script Simplifier"
          free
          description="Turn a complex news script into broadcast-ready copy timed for 20, 30 or 60 seconds, with numbers spelled out for the anchor."
          action="Simplify a script"
        />
        <ToolCard
          testId="home-card-training"
          to="/training-hub"
          title="Training Hub"
          description="Resources on broadcast writing and timing, best practices from the field, and an AI career coach."
          action="Open the Training Hub"
        />
        {isAdmin(user) ? (
          <ToolCard
            testId="home-card-admin"
            to="/admin"
            title="Admin Tools"
            description="Run the copy desk."
            action="Open the admin dashboard"
          >
            <ul className="home-card__list">
              <li>Approve training submissions</li>
              <li>Manage user accounts and roles</li>
              <li>Configure paywall settings</li>
            </ul>
          </ToolCard>
        ) : null}
      </div>
    </div>
  );
}
