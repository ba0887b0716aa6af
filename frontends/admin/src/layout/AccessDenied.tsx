import { ADMIN_MESSAGES } from '@newsroom/contracts';
import { Button, Card, CardContent, useNavigate } from '@newsroom/ui';

/** Spec section 6: a non-admin inside the admin layout (the gateway already refuses the APIs). */
export function AccessDenied() {
  const navigate = useNavigate();
  return (
    <div className="admin-denied">
      <Card>
        <CardContent className="admin-denied__body">
          <h1>{ADMIN_MESSAGES.accessDeniedTitle}</h1>
          <p>{ADMIN_MESSAGES.accessDeniedText}</p>
          <Button onClick={() => navigate('/')}>{ADMIN_MESSAGES.returnHome}</Button>
        </CardContent>
      </Card>
    </div>
  );
}
