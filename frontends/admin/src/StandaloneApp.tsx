import type { UserView } from '@newsroom/contracts';
import {
  apiFetchOrNullOn401,
  createQueryClient,
  Spinner,
  ToastProvider,
  BrowserRouter,
  Navigate,
  Route,
  Routes,
} from '@newsroom/ui';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import AdminApp from './AdminApp';

function WithUser() {
  // Standalone, the admin remote asks the gateway itself (dev server proxies /api to :3000).
  const { data: user, isPending } = useQuery({
    queryKey: ['user'],
    queryFn: () => apiFetchOrNullOn401<UserView>('/api/user'),
  });
  if (isPending) return <Spinner />;
  return <AdminApp user={user ?? null} />;
}

/** The admin area on its own (dev server :8082). */
export function StandaloneApp() {
  const [client] = useState(createQueryClient);
  return (
    <QueryClientProvider client={client}>
      <ToastProvider>
        <BrowserRouter>
          <div className="admin-standalone">
            <Routes>
              <Route path="/admin/*" element={<WithUser />} />
              <Route path="*" element={<Navigate to="/admin" replace />} />
            </Routes>
          </div>
        </BrowserRouter>
      </ToastProvider>
    </QueryClientProvider>
  );
}
