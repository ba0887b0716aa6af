import type { UserView } from '@newsroom/contracts';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  useToast,
  Link,
  Navigate,
  useNavigate,
} from '@newsroom/ui';
import { useEffect, useRef, useState } from 'react';
import { AUTH_REDIRECT_MS, PRODUCT_NAME, TAGLINE } from '../config';
import { useCurrentUser } from '../session/currentUser';
import { LoginForm } from './auth/LoginForm';
import { RegisterForm } from './auth/RegisterForm';

export type AuthTab = 'login' | 'register';

const HEADINGS: Record<AuthTab, { title: string; description: string }> = {
  login: { title: 'Sign in', description: 'Log in to your copy desk account.' },
  register: { title: 'Create an account', description: 'Register to start writing broadcast-ready copy.' },
};

/** Spec section 1: the benefits listed in the sign-in side panel. */
const BENEFITS = [
  { title: 'Perfect Timing', text: 'Target exact durations for every read.' },
  { title: 'Broadcast Standards', text: 'Numbers and dates formatted per industry standards.' },
  { title: 'Training Resources', text: 'Professional training content and best practices.' },
];

/** /auth: Login and Register tabs beside a promotional panel (hidden on small screens). */
export function AuthPage() {
  const { data: user } = useCurrentUser();
  const { toast } = useToast();
  const navigate = useNavigate();
  const [tab, setTab] = useState<AuthTab>('login');
  // Set just before the new user is cached, so this page runs its own delayed redirect instead of
  // the immediate one for a visitor who arrives already signed in.
  const [signedIn, setSignedIn] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  if (user && !signedIn) return <Navigate to="/" replace />;

  function beforeSignIn() {
    setSignedIn(true);
  }

  function onSignedIn(signedInUser: UserView, how: AuthTab) {
    toast(
      how === 'login'
        ? { title: 'Login successful', description: `Welcome back, ${signedInUser.username}!`, variant: 'success' }
        : { title: 'Registration successful', description: `Welcome, ${signedInUser.username}!`, variant: 'success' },
    );
    redirect.current = setTimeout(() => navigate('/', { replace: true }), AUTH_REDIRECT_MS);
  }

  function onFailed() {
    setSignedIn(false);
  }

  const heading = HEADINGS[tab];
  return (
    <div className="auth">
      <div className="auth__form-side">
        <div className="auth__brand">
          <span className="app-header__logo" aria-hidden="true">
            N
          </span>
          <span className="auth__brand-text">
            <span className="auth__brand-name">{PRODUCT_NAME}</span>
            <span className="auth__brand-tagline">{TAGLINE}</span>
          </span>
        </div>
        <Card className="auth__card">
          <CardHeader>
            <CardTitle as="h1">{heading.title}</CardTitle>
            <CardDescription>{heading.description}</CardDescription>
          </CardHeader>
          <CardContent>
            <Tabs value={tab} onValueChange={(next) => setTab(next as AuthTab)}>
              <TabList label="Sign in or register">
                <Tab value="login">Login</Tab>
                <Tab value="register">Register</Tab>
              </TabList>
              <TabPanel value="login">
                <LoginForm onSubmitting={beforeSignIn} onSignedIn={(u) => onSignedIn(u, 'login')} onFailed={onFailed} />
                <p className="auth__switch">
                  Don&apos;t have an account?{' '}
                  <button type="button" className="auth__switch-link" onClick={() => setTab('register')}>
                    Register now
                  </button>
                </p>
              </TabPanel>
              <TabPanel value="register">
                <RegisterForm
                  onSubmitting={beforeSignIn}
                  onSignedIn={(u) => onSignedIn(u, 'register')}
                  onFailed={onFailed}
                />
                <p className="auth__switch">
                  Already have an account?{' '}
                  <button type="button" className="auth__switch-link" onClick={() => setTab('login')}>
                    Login
                  </button>
                </p>
              </TabPanel>
            </Tabs>
          </CardContent>
        </Card>
        <p className="auth__legal">
          <Link to="/terms-of-service">Terms of Service</Link>
          <span aria-hidden="true"> · </span>
          <Link to="/privacy-policy">Privacy Policy</Link>
        </p>
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
