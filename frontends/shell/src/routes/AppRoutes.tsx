import { Spinner, Route, Routes } from '@newsroom/ui';
import { Suspense } from 'react';
import { type LazyPage, lazyPage } from './lazyPage';
import { RequireAdmin, RequireUser } from './guards';

// Every page is its own chunk (`page-<name>`, read by the JS budget test in frontends/budget): the
// sign-in page downloads neither the layout nor the payment form, and a page downloads only itself.
const AuthPage = lazyPage(() => import(/* webpackChunkName: "page-auth" */ '../pages/AuthPage'), 'AuthPage');
const AppLayout = lazyPage(() => import(/* webpackChunkName: "page-layout" */ '../layout/AppLayout'), 'AppLayout');
const HomePage = lazyPage(() => import(/* webpackChunkName: "page-home" */ '../pages/HomePage'), 'HomePage');
const CheckoutPage = lazyPage(
  () => import(/* webpackChunkName: "page-checkout" */ '../pages/CheckoutPage'),
  'CheckoutPage',
);
const SubscriptionPage = lazyPage(
  () => import(/* webpackChunkName: "page-subscription" */ '../pages/SubscriptionPage'),
  'SubscriptionPage',
);
const ProfilePage = lazyPage(
  () => import(/* webpackChunkName: "page-profile" */ '../pages/ProfilePage'),
  'ProfilePage',
);
const SettingsPage = lazyPage(
  () => import(/* webpackChunkName: "page-settings" */ '../pages/SettingsPage'),
  'SettingsPage',
);
const TermsPage = lazyPage(() => import(/* webpackChunkName: "page-terms" */ '../pages/TermsPage'), 'TermsPage');
const PrivacyPage = lazyPage(
  () => import(/* webpackChunkName: "page-privacy" */ '../pages/PrivacyPage'),
  'PrivacyPage',
);
const NotFoundPage = lazyPage(
  () => import(/* webpackChunkName: "page-not-found" */ '../pages/NotFoundPage'),
  'NotFoundPage',
);
const RemotePage = lazyPage(() => import(/* webpackChunkName: "page-remote" */ '../remotes/RemotePage'), 'RemotePage');
const DebugSyncPage = lazyPage(
  () => import(/* webpackChunkName: "page-debug-sync" */ '../pages/DebugSyncPage'),
  'default',
);

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

/**
 * The shell's own pages inside the layout, by address, open to anyone. /subscription and /checkout
 * are protected too, but each handles the signed-out visitor itself (spec sections 2 and 8):
 * /subscription shows 'Authentication Required', /checkout toasts and goes to /auth.
 */
const OPEN_PAGES: Record<string, LazyPage<object>> = {
  '/terms-of-service': TermsPage,
  '/privacy-policy': PrivacyPage,
  '/subscription': SubscriptionPage,
  '/checkout': CheckoutPage,
};
/** The shell's own pages for a signed-in user, by address. */
const USER_PAGES: Record<string, LazyPage<object>> = {
  '/': HomePage,
  '/profile': ProfilePage,
  '/settings': SettingsPage,
  '/debug-sync': DebugSyncPage,
};

/**
 * Fetches the chunks the page at `pathname` renders first, so the first render does not suspend.
 * A failure is left to the page's own load, which shows it.
 */
export function preloadRoute(pathname: string): Promise<void> {
  if (pathname === '/auth') return AuthPage.preload();
  const remote = pathname in TOOLS_ROUTES || pathname === '/admin' || pathname.startsWith('/admin/');
  const own = remote ? RemotePage : (OPEN_PAGES[pathname] ?? USER_PAGES[pathname] ?? NotFoundPage);
  return Promise.all([AppLayout.preload(), own.preload()]).then(() => undefined);
}

/** The route table of spec section 2. */
export function AppRoutes() {
  return (
    <Suspense fallback={<Spinner />}>
      <Routes>
        <Route path="/auth" element={<AuthPage />} />
        <Route element={<AppLayout />}>
          {Object.entries(OPEN_PAGES).map(([path, Page]) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route element={<RequireUser />}>
            {Object.entries(USER_PAGES).map(([path, Page]) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
            {Object.entries(TOOLS_ROUTES).map(([path, exposed]) => (
              <Route key={path} path={path} element={<RemotePage key={exposed} remote="tools" exposed={exposed} />} />
            ))}
            <Route element={<RequireAdmin />}>
              {/* The admin remote routes /admin, /admin/content-approval, ... itself. */}
              <Route path="/admin/*" element={<RemotePage remote="admin" exposed="AdminApp" />} />
            </Route>
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
