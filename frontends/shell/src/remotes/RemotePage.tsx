import type { RemoteName } from '@newsroom/contracts';
import { Spinner, type RemotePageProps } from '@newsroom/ui';
import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useCurrentUser } from '../session/currentUser';
import { loadRemoteModule } from './federation';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

type RemoteComponent = ComponentType<RemotePageProps>;

/** One lazy component per exposed module, so revisiting a page renders at once. */
const loaded = new Map<string, LazyExoticComponent<RemoteComponent>>();
/** Modules whose last load failed: the next attempt reloads the remote from scratch. */
const failed = new Set<string>();

function remoteComponent(remote: RemoteName, exposed: string): LazyExoticComponent<RemoteComponent> {
  const key = `${remote}/${exposed}`;
  let component = loaded.get(key);
  if (!component) {
    const reload = failed.has(key);
    component = lazy(async () => {
      try {
        const mod = await loadRemoteModule<{ default?: unknown }>(remote, exposed, { reload });
        if (typeof mod.default !== 'function' && typeof mod.default !== 'object') {
          throw new Error(`${key} has no default export to render`);
        }
        failed.delete(key);
        return { default: mod.default as RemoteComponent };
      } catch (error) {
        // Forget this attempt so Retry (or coming back later) loads again.
        loaded.delete(key);
        failed.add(key);
        throw error;
      }
    });
    loaded.set(key, component);
  }
  return component;
}

export interface RemotePageViewProps {
  remote: RemoteName;
  /** The exposed module without its "./", e.g. "ScriptSimplifierPage". */
  exposed: string;
}

/**
 * Renders a page that lives in a remote. While it loads a spinner shows; if it cannot load (no
 * /remotes.json, manifest or script unreachable, module throws) an error panel with Retry takes
 * its place, and the rest of the shell keeps working.
 */
export function RemotePage({ remote, exposed }: RemotePageViewProps) {
  const [attempt, setAttempt] = useState(0);
  const { data: user = null } = useCurrentUser();
  const Page = remoteComponent(remote, exposed);
  return (
    <div data-testid={`remote-${remote}`} className="remote-page">
      <RemoteErrorBoundary
        key={`${exposed}:${attempt}`}
        remote={remote}
        exposed={exposed}
        onRetry={() => setAttempt((n) => n + 1)}
      >
        <Suspense fallback={<Spinner label={`Loading the ${remote} module…`} showLabel />}>
          <Page user={user} />
        </Suspense>
      </RemoteErrorBoundary>
    </div>
  );
}

/** Test hook: forget loaded and failed modules. */
export function resetRemotePagesForTests(): void {
  loaded.clear();
  failed.clear();
}
