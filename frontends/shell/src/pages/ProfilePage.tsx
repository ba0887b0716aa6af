import { Badge, Card, CardContent, CardHeader, CardTitle, PageHeader } from '@newsroom/ui';
import { useCurrentUser } from '../session/currentUser';

export function ProfilePage() {
  const { data: user } = useCurrentUser();
  if (!user) return null;
  return (
    <div className="page page--narrow">
      <PageHeader title="Profile" description="Your account on the copy desk." />
      <Card>
        <CardHeader>
          <CardTitle>Account details</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="details">
            <dt>Username</dt>
            <dd>{user.username}</dd>
            <dt>Email</dt>
            <dd>{user.email}</dd>
            <dt>Role</dt>
            <dd>
              <Badge variant={user.role === 'admin' ? 'default' : 'secondary'}>
                {user.role === 'admin' ? 'Admin' : 'User'}
              </Badge>
            </dd>
          </dl>
        </CardContent>
      </Card>
    </div>
  );
}
