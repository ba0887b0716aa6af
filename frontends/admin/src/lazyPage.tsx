import { lazy, type ComponentType } from 'react';

/**
 * A page loaded in its own chunk the first time its route renders. `preload()` fetches it ahead
 * (tests call it, so pages render without suspending); once loaded, the page renders at once.
 */
export function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  let loaded: ComponentType | null = null;
  const preload = async () => {
    loaded = (await load())[name];
    return loaded;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Page() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return Object.assign(Page, { preload });
}
