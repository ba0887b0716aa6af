import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { cx } from '../cx';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself; defaults to the provider's duration. */
  duration?: number;
}

interface ShownToast extends ToastInput {
  id: number;
}

export interface ToastApi {
  toast(input: ToastInput): void;
  dismiss(): void;
}

/** Spec: one notification visible at a time, open about 5 s by default. */
export const DEFAULT_TOAST_DURATION_MS = 5000;

const ToastContext = createContext<ToastApi | null>(null);

export function ToastProvider({
  children,
  duration = DEFAULT_TOAST_DURATION_MS,
}: {
  children: ReactNode;
  duration?: number;
}) {
  const [current, setCurrent] = useState<ShownToast | null>(null);
  const nextId = useRef(1);

  const toast = useCallback((input: ToastInput) => {
    // A new toast replaces the one on screen (and restarts the timer through its new id).
    setCurrent({ ...input, id: nextId.current++ });
  }, []);
  const dismiss = useCallback(() => setCurrent(null), []);

  useEffect(() => {
    if (!current) return;
    const timer = setTimeout(() => setCurrent(null), current.duration ?? duration);
    return () => clearTimeout(timer);
  }, [current, duration]);

  const api = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="nr-toast-region" role="region" aria-label="Notifications">
        {current ? (
          <div
            key={current.id}
            role={current.variant === 'destructive' ? 'alert' : 'status'}
            className={cx('nr-toast', `nr-toast--${current.variant ?? 'default'}`)}
            data-testid="toast"
          >
            <div className="nr-toast__body">
              <p className="nr-toast__title">{current.title}</p>
              {current.description ? <p className="nr-toast__description">{current.description}</p> : null}
            </div>
            <button type="button" className="nr-toast__close" aria-label="Close notification" onClick={dismiss}>
              ×
            </button>
          </div>
        ) : null}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
