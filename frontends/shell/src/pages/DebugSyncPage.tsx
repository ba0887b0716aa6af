import { Card, CardContent, CardHeader, CardTitle, PageHeader } from '@newsroom/ui';
import { useEffect, useState } from 'react';
import { initRemotes } from '../remotes/federation';
import { useCurrentUser } from '../session/currentUser';

interface SharedRow {
  name: string;
  version: string;
  from: string;
  loaded: boolean;
}

/** Reads the Module Federation runtime's share scope: which copy of each shared library is in use. */
function sharedLibraries(): SharedRow[] {
  type ShareEntry = { from?: string; loaded?: boolean };
  const federation = (
    globalThis as {
      __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, ShareEntry>>>> };
    }
  ).__FEDERATION__;
  const rows = new Map<string, SharedRow>();
  for (const scopes of Object.values(federation?.__SHARE__ ?? {})) {
    for (const packages of Object.values(scopes)) {
      for (const [name, versions] of Object.entries(packages)) {
        for (const [version, entry] of Object.entries(versions)) {
          const key = `${name}@${version}@${entry.from ?? ''}`;
          const row = rows.get(key) ?? { name, version, from: entry.from ?? '?', loaded: false };
          row.loaded ||= Boolean(entry.loaded);
          rows.set(key, row);
        }
      }
    }
  }
  return [...rows.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** Diagnostics for whoever is on call: session, remote locations and shared library copies. */
export default function DebugSyncPage() {
  const { data: user } = useCurrentUser();
  const [remotes, setRemotes] = useState<string>('loading…');

  useEffect(() => {
    initRemotes().then(
      (urls) => setRemotes(JSON.stringify(urls, null, 2)),
      (error: unknown) => setRemotes(`unavailable: ${error instanceof Error ? error.message : String(error)}`),
    );
  }, []);

  const shared = sharedLibraries();
  return (
    <div className="page">
      <PageHeader title="Sync diagnostics" description="What this browser tab is connected to." />
      <div className="debug-grid">
        <Card>
          <CardHeader>
            <CardTitle>Session</CardTitle>
          </CardHeader>
          <CardContent>
            <pre className="debug-pre">{JSON.stringify(user ?? null, null, 2)}</pre>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Remotes (/remotes.json)</CardTitle>
          </CardHeader>
          <CardContent>
            <pre className="debug-pre">{remotes}</pre>
          </CardContent>
        </Card>
        <Card className="debug-grid__wide">
          <CardHeader>
            <CardTitle>Shared libraries</CardTitle>
          </CardHeader>
          <CardContent>
            <div className="table-wrap">
              <table className="table">
                <thead>
                  <tr>
                    <th scope="col">Library</th>
                    <th scope="col">Version</th>
                    <th scope="col">Provided by</th>
                    <th scope="col">Loaded</th>
                  </tr>
                </thead>
                <tbody>
                  {shared.map((row) => (
                    <tr key={`${row.name}@${row.version}@${row.from}`}>
                      <td>{row.name}</td>
                      <td>{row.version}</td>
                      <td>{row.from}</td>
                      <td>{row.loaded ? 'yes' : 'no'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
