import { buttonClass, Card, CardContent, Link } from '@newsroom/ui';

export function AdminNotFoundPage() {
  return (
    <Card>
      <CardContent>
        <h1>Page Not Found</h1>
        <p>There is no admin page at this address.</p>
        <Link to="/admin" className={buttonClass('primary')}>
          Back to the dashboard
        </Link>
      </CardContent>
    </Card>
  );
}
