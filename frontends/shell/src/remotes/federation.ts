import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteName, type RemotesManifest } from '@newsroom/contracts';

/**
 * Where the remotes live is decided at deploy time: the gateway answers GET /remotes.json with the
 * URL of each remote's mf-manifest.json. The shell registers those with the Module Federation
 * runtime; nothing about the remotes is baked into the shell's build.
 */
export const REMOTES_MANIFEST_URL = '/remotes.json';

let manifest: Promise<RemotesManifest> | null = null;
/** Remote name -> the absolute manifest URL it is registered with. */
const registered = new Map<RemoteName, string>();

async function fetchManifest(): Promise<RemotesManifest> {
  let res: Response;
  try {
    res = await fetch(REMOTES_MANIFEST_URL, { credentials: 'same-origin', cache: 'no-cache' });
  } catch (error) {
    throw new Error(`GET ${REMOTES_MANIFEST_URL} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!res.ok) throw new Error(`GET ${REMOTES_MANIFEST_URL} answered ${res.status}`);
  const body: unknown = await res.json().catch(() => null);
  if (!body || typeof body !== 'object') throw new Error(`${REMOTES_MANIFEST_URL} is not a JSON object`);
  return body as RemotesManifest;
}

function manifestUrl(urls: RemotesManifest, remote: RemoteName): string | null {
  const url = (urls as Partial<Record<RemoteName, unknown>>)[remote];
  return typeof url === 'string' && url ? new URL(url, window.location.href).href : null;
}

/** Registers every remote named in the manifest; `force` re-registers one even at the same URL. */
function register(urls: RemotesManifest, force?: RemoteName): void {
  for (const remote of REMOTE_NAMES) {
    const entry = manifestUrl(urls, remote);
    if (!entry || (registered.get(remote) === entry && remote !== force)) continue;
    // force drops the runtime's caches for this remote (a failed manifest or script included).
    registerRemotes([{ name: remote, entry }], { force: registered.has(remote) });
    registered.set(remote, entry);
  }
}

/** Fetches /remotes.json once and registers the remotes; a failure is forgotten so a retry refetches. */
export function initRemotes(): Promise<RemotesManifest> {
  manifest ??= fetchManifest().then(
    (urls) => {
      register(urls);
      return urls;
    },
    (error: unknown) => {
      manifest = null;
      throw error;
    },
  );
  return manifest;
}

export interface LoadOptions {
  /** A previous attempt failed: re-read /remotes.json and reload this remote from scratch. */
  reload?: boolean;
}

/** Loads one exposed module, e.g. loadRemoteModule('tools', 'ScriptSimplifierPage'). */
export async function loadRemoteModule<T>(remote: RemoteName, exposed: string, options: LoadOptions = {}): Promise<T> {
  if (options.reload) manifest = null;
  const urls = await initRemotes();
  if (!manifestUrl(urls, remote)) throw new Error(`${REMOTES_MANIFEST_URL} has no URL for the ${remote} remote`);
  if (options.reload) register(urls, remote);
  const mod = await loadRemote<T>(`${remote}/${exposed}`);
  if (!mod) throw new Error(`${remote}/${exposed} loaded nothing`);
  return mod;
}

/** Test hook: forget what was fetched and registered. */
export function resetRemotesForTests(): void {
  manifest = null;
  registered.clear();
}
