import { Button, Card, CardContent } from '@newsroom/ui';
import { useNavigate } from 'react-router-dom';

export function AccessDenied() {
  const navigate = useNavigate();
  return (
    <div className="admin-denied">
      <Card>
        <CardContent className="admin-denied__body">
          <h1>Access Denied</h1>
          <p>You don&apos;t have permission to access the admin area.</p>
          <Button onClick={() => navigate('/')}>Return to Home</Button>
        </CardContent>
      </Card>
    </div>
  );
}
