import { type ComponentType, lazy } from 'react';

/** A page in a chunk of its own that can be fetched ahead of its first render. */
export type LazyPage<P extends object> = ComponentType<P> & { preload(): Promise<void> };

/**
 * A page loaded on demand (React.lazy), with `preload` to fetch it before it is first rendered:
 * a page that suspends on the first render costs React 19's 300 ms fallback throttle besides the
 * download, so the shell preloads the pages of the address it opens on (see preloadRoute).
 */
export function lazyPage<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module[name];
      },
      (error: unknown) => {
        loading = undefined; // A failed download may be tried again.
        throw error;
      },
    ));
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType<P> };
  });
  function Page(props: P) {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  return Object.assign(Page, { preload });
}
