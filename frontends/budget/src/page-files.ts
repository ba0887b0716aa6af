import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const FRONTENDS = path.resolve(__dirname, '../..');

export type AppName = 'shell' | 'tools' | 'admin';

/** What packages/ui/build/chunk-groups.js writes beside each app's build. */
interface BuildStats {
  groups: Record<string, string[]>;
  singletons: Record<string, string[]>;
}

/** The part of the federation's mf-stats.json we read. */
interface MfStats {
  shared: Array<{ name: string; version: string; singleton: boolean; assets: { js: { sync: string[] } } }>;
  exposes?: Array<{ name: string; assets: { js: { sync: string[] } } }>;
}

export interface AppBuild {
  name: AppName;
  dist: string;
  stats: BuildStats;
  mf: MfStats;
}

export function loadBuild(name: AppName): AppBuild {
  const dir = path.join(FRONTENDS, name);
  const dist = path.join(dir, 'dist');
  const statsFile = path.join(dir, 'build-stats.json');
  if (!existsSync(statsFile) || !existsSync(path.join(dist, 'mf-stats.json'))) {
    throw new Error(`No production build of ${name}: run npm run build:web first`);
  }
  return {
    name,
    dist,
    stats: JSON.parse(readFileSync(statsFile, 'utf8')) as BuildStats,
    mf: JSON.parse(readFileSync(path.join(dist, 'mf-stats.json'), 'utf8')) as MfStats,
  };
}

/** A script as the browser gets it: the Brotli copy the gateway serves, else the file itself. */
export function compressedBytes(build: AppBuild, file: string): number {
  const br = path.join(build.dist, `${file}.br`);
  return statSync(existsSync(br) ? br : path.join(build.dist, file)).size;
}

/**
 * The scripts the shell downloads before a page of its own shows: its entry, the bootstrap behind
 * the federation's async boundary, the singletons it shares (React, the router, the UI kit...), and
 * the page's lazy chunk (`page-<name>`, from its webpackChunkName).
 */
export function shellPageScripts(shell: AppBuild, page: string): string[] {
  const group = (name: string) => {
    const files = shell.stats.groups[name];
    if (!files) throw new Error(`The shell build has no chunk group "${name}"`);
    return files;
  };
  return unique([...group('main'), ...group('bootstrap'), ...sharedScripts(shell), ...group(`page-${page}`)]);
}

/** Every file the app's shared singletons load (the shell consumes all of them as it starts). */
export const sharedScripts = (build: AppBuild) =>
  unique(Object.entries(build.stats.groups).flatMap(([name, files]) => (name.startsWith('shared:') ? files : [])));

/**
 * What a remote's page adds on top of the shell: the remote's entry and the exposed module's own
 * chunks. Its singletons come from the shell, which has them already.
 */
export function remotePageScripts(remote: AppBuild, exposed: string): string[] {
  const expose = remote.mf.exposes?.find((e) => e.name === exposed);
  if (!expose) throw new Error(`${remote.name} exposes no ${exposed}`);
  return unique(['remoteEntry.js', ...expose.assets.js.sync]);
}

export const totalBytes = (build: AppBuild, files: string[]) =>
  files.reduce((sum, file) => sum + compressedBytes(build, file), 0);

const unique = (files: string[]) => [...new Set(files)];
