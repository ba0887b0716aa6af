import {
  buttonClass,
  createQueryClient,
  PageHeader,
  ToastProvider,
  BrowserRouter,
  Link,
  Route,
  Routes,
} from '@newsroom/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import './tools.css';

const PAGES = [
  {
    path: '/script-simplifier',
    label: 'Script Simplifier',
    Page: lazy(() => import('./script-simplifier/ScriptSimplifierPage')),
  },
  { path: '/vosot-generator', label: 'VOSOT Generator', Page: lazy(() => import('./pages/VosotGeneratorPage')) },
  { path: '/tease-generator', label: 'Tease Generator', Page: lazy(() => import('./pages/TeaseGeneratorPage')) },
  { path: '/banner-builder', label: 'Banner Builder', Page: lazy(() => import('./pages/BannerBuilderPage')) },
  {
    path: '/digital-article-creator',
    label: 'Article Creator',
    Page: lazy(() => import('./pages/DigitalArticleCreatorPage')),
  },
  {
    path: '/social-media-generator',
    label: 'Social Media Generator',
    Page: lazy(() => import('./pages/SocialMediaGeneratorPage')),
  },
  { path: '/training-hub', label: 'Training Hub', Page: lazy(() => import('./pages/TrainingHubPage')) },
];

function Index() {
  return (
    <>
      <PageHeader
        title="Tools remote"
        description="Standalone development page. In the app these pages load inside the shell."
      />
      <ul className="standalone-links">
        {PAGES.map((p) => (
          <li key={p.path}>
            <Link to={p.path} className={buttonClass('outline')}>
              {p.label}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The tools pages on their own (dev server :8081), with their own providers. */
export function StandaloneApp() {
  const [client] = useState(createQueryClient);
  return (
    <QueryClientProvider client={client}>
      <ToastProvider>
        <BrowserRouter>
          <main className="standalone">
            <Suspense fallback={null}>
              <Routes>
                <Route index element={<Index />} />
                {PAGES.map(({ path, Page }) => (
                  <Route key={path} path={path} element={<Page user={null} />} />
                ))}
              </Routes>
            </Suspense>
          </main>
        </BrowserRouter>
      </ToastProvider>
    </QueryClientProvider>
  );
}
