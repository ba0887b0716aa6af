import { buttonClass, Card, CardContent, Link } from '@newsroom/ui';

export function NotFoundPage() {
  return (
    <div className="page page--narrow">
      <Card>
        <CardContent className="not-found">
          <p className="not-found__code" aria-hidden="true">
            404
          </p>
          <h1>Page Not Found</h1>
          <p>The page you are looking for does not exist or has moved.</p>
          <Link to="/" className={buttonClass('primary')}>
            Back to Home
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
