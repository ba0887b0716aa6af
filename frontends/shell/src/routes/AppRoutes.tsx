import { Spinner } from '@newsroom/ui';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AppLayout } from '../layout/AppLayout';
import { AuthPage } from '../pages/AuthPage';
import { CheckoutPage } from '../pages/CheckoutPage';
import { HomePage } from '../pages/HomePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { PrivacyPage } from '../pages/PrivacyPage';
import { ProfilePage } from '../pages/ProfilePage';
import { SettingsPage } from '../pages/SettingsPage';
import { SubscriptionPage } from '../pages/SubscriptionPage';
import { TermsPage } from '../pages/TermsPage';
import { RemotePage } from '../remotes/RemotePage';
import { RequireAdmin, RequireUser } from './guards';

const DebugSyncPage = lazy(() => import('../pages/DebugSyncPage'));

/** Pages that live in the tools remote: path -> exposed module. */
export const TOOLS_ROUTES = {
  '/script-simplifier': 'ScriptSimplifierPage',
  '/vosot-generator': 'VosotGeneratorPage',
  '/tease-generator': 'TeaseGeneratorPage',
  '/banner-builder': 'BannerBuilderPage',
  '/digital-article-creator': 'DigitalArticleCreatorPage',
  '/social-media-generator': 'SocialMediaGeneratorPage',
  '/training-hub': 'TrainingHubPage',
} as const;

/** The route table of spec section 2. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/auth" element={<AuthPage />} />
      <Route element={<AppLayout />}>
        <Route path="/terms-of-service" element={<TermsPage />} />
        <Route path="/privacy-policy" element={<PrivacyPage />} />
        {/* Protected too, but each page handles the signed-out visitor itself (spec sections 2 and 8):
            /subscription shows 'Authentication Required', /checkout toasts and goes to /auth. */}
        <Route path="/subscription" element={<SubscriptionPage />} />
        <Route path="/checkout" element={<CheckoutPage />} />
        <Route element={<RequireUser />}>
          <Route index element={<HomePage />} />
          {Object.entries(TOOLS_ROUTES).map(([path, exposed]) => (
            <Route key={path} path={path} element={<RemotePage key={exposed} remote="tools" exposed={exposed} />} />
          ))}
          <Route path="/profile" element={<ProfilePage />} />
          <Route path="/settings" element={<SettingsPage />} />
          <Route
            path="/debug-sync"
            element={
              <Suspense fallback={<Spinner />}>
                <DebugSyncPage />
              </Suspense>
            }
          />
          <Route element={<RequireAdmin />}>
            {/* The admin remote routes /admin, /admin/content-approval, ... itself. */}
            <Route path="/admin/*" element={<RemotePage remote="admin" exposed="AdminApp" />} />
          </Route>
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
