import { errorMessage } from '@newsroom/contracts';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, useToast } from '@newsroom/ui';
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { PRODUCT_NAME, TAGLINE } from '../config';
import { useCurrentUser, useSessionActions } from '../session/currentUser';

/** Spec section 9: the browser goes to '/' 500 ms after signing in. */
export const AUTH_REDIRECT_MS = 500;

interface LoginErrors {
  username?: string;
  password?: string;
}

function validate(username: string, password: string): LoginErrors {
  const errors: LoginErrors = {};
  if (username.trim().length < 3) errors.username = 'Username must be at least 3 characters.';
  if (password.length < 6) errors.password = 'Password must be at least 6 characters.';
  return errors;
}

const BENEFITS = [
  { title: 'Perfect Timing', text: 'Target exact durations for every read.' },
  { title: 'Broadcast Standards', text: 'Numbers and dates formatted per industry standards.' },
  { title: 'Training Resources', text: 'Professional training content and best practices.' },
];

/** Sign-in screen (Login only for now; registration arrives with the full auth screen). */
export function AuthPage() {
  const { data: user } = useCurrentUser();
  const { login } = useSessionActions();
  const { toast } = useToast();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [signedIn, setSignedIn] = useState(false);

  // Validation runs on submit, then again on every change.
  const errors = submitted ? validate(username, password) : {};

  // A signed-in visitor goes straight to '/'; a fresh sign-in waits for its own delayed redirect.
  if (user && !pending && !signedIn) return <Navigate to="/" replace />;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(validate(username, password)).length > 0) return;
    setPending(true);
    try {
      const signedInUser = await login(username.trim(), password);
      setSignedIn(true);
      toast({ title: 'Login successful', description: `Welcome back, ${signedInUser.username}!` });
      setTimeout(() => navigate('/', { replace: true }), AUTH_REDIRECT_MS);
    } catch (error) {
      toast({ title: 'Login failed', description: errorMessage(error, 'Login failed'), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="auth">
      <div className="auth__form-side">
        <div className="auth__brand">
          <span className="app-header__logo" aria-hidden="true">
            N
          </span>
          <span className="auth__brand-name">{PRODUCT_NAME}</span>
        </div>
        <Card className="auth__card">
          <CardHeader>
            <CardTitle as="h1">Sign in</CardTitle>
            <CardDescription>Log in to your copy desk account.</CardDescription>
          </CardHeader>
          <CardContent>
            <form className="auth__form" onSubmit={onSubmit} noValidate>
              <div className="nr-field">
                <label className="nr-label" htmlFor="login-username">
                  Username
                </label>
                <input
                  id="login-username"
                  className="nr-input"
                  autoComplete="username"
                  value={username}
                  onChange={(e) => setUsername(e.target.value)}
                  aria-invalid={Boolean(errors.username)}
                  aria-describedby={errors.username ? 'login-username-error' : undefined}
                />
                {errors.username ? (
                  <p id="login-username-error" className="nr-field__error">
                    {errors.username}
                  </p>
                ) : null}
              </div>
              <div className="nr-field">
                <label className="nr-label" htmlFor="login-password">
                  Password
                </label>
                <div className="auth__password">
                  <input
                    id="login-password"
                    className="nr-input"
                    type={showPassword ? 'text' : 'password'}
                    autoComplete="current-password"
                    value={password}
                    onChange={(e) => setPassword(e.target.value)}
                    aria-invalid={Boolean(errors.password)}
                    aria-describedby={errors.password ? 'login-password-error' : undefined}
                  />
                  <Button
                    variant="ghost"
                    size="sm"
                    className="auth__reveal"
                    aria-pressed={showPassword}
                    onClick={() => setShowPassword((v) => !v)}
                  >
                    {showPassword ? 'Hide' : 'Show'}
                    <span className="nr-sr-only"> password</span>
                  </Button>
                </div>
                {errors.password ? (
                  <p id="login-password-error" className="nr-field__error">
                    {errors.password}
                  </p>
                ) : null}
              </div>
              <Button type="submit" block disabled={pending}>
                {pending ? 'Logging in...' : 'Login'}
              </Button>
            </form>
          </CardContent>
        </Card>
      </div>
      <aside className="auth__promo" aria-label="Why journalists use the copy desk">
        <h2 className="auth__promo-title">Professional AI tools for all journalists</h2>
        <p className="auth__promo-tagline">{TAGLINE}</p>
        <ul className="auth__benefits">
          {BENEFITS.map((b) => (
            <li key={b.title}>
              <strong>{b.title}</strong>
              <span>{b.text}</span>
            </li>
          ))}
        </ul>
      </aside>
    </div>
  );
}
