import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient, ToastProvider, BrowserRouter } from '@newsroom/ui';
import { useState } from 'react';
import { AppRoutes } from './routes/AppRoutes';
import './layout/layout.css';
import './pages/pages.css';

export function App({ queryClient }: { queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <ToastProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </ToastProvider>
    </QueryClientProvider>
  );
}
