import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A value that falls back to `idle` after a delay: used for the short-lived "Copied!" and
 * paste messages. Setting it again restarts the clock; unmounting cancels it.
 */
export function useTimedState<T>(idle: T): [T, (value: T, ms: number) => void] {
  const [value, setValue] = useState<T>(idle);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const show = useCallback(
    (next: T, ms: number) => {
      clearTimeout(timer.current);
      setValue(next);
      timer.current = setTimeout(() => setValue(idle), ms);
    },
    [idle],
  );
  return [value, show];
}
