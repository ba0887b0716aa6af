import { isSubscribed } from '@newsroom/contracts';
import {
  apiFetch,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  PageHeader,
  SUBSCRIPTION_STATUS_QUERY_KEY,
  type SubscriptionStatusView,
} from '@newsroom/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { initRemotes } from '../remotes/federation';
import { fetchCurrentUser } from '../session/currentUser';
import { useSubscriptionStatus } from '../session/subscription';

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

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
const json = (value: unknown) => JSON.stringify(value, null, 2);

/** The session exactly as the server sees it now (a fresh GET /api/user, not the cached user). */
function SessionCard() {
  const session = useQuery({ queryKey: ['debug-sync', 'session'], queryFn: fetchCurrentUser, staleTime: 0 });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Session (GET /api/user)</CardTitle>
        <CardDescription>Read from the server when this page opened.</CardDescription>
      </CardHeader>
      <CardContent>
        <pre className="debug-pre" data-testid="debug-session">
          {session.isPending
            ? 'loading…'
            : session.isError
              ? `error: ${errorText(session.error)}`
              : session.data
                ? json(session.data)
                : 'no session (401)'}
        </pre>
      </CardContent>
    </Card>
  );
}

/** The subscription status, and a way to make billing re-read it from the payment provider. */
function SubscriptionCard() {
  const queryClient = useQueryClient();
  const status = useSubscriptionStatus();
  const refresh = useMutation({
    mutationFn: () => apiFetch<SubscriptionStatusView>('/api/subscription/refresh', { method: 'POST' }),
    // The re-read status is the status: every Active badge follows it.
    onSuccess: (fresh) => queryClient.setQueryData(SUBSCRIPTION_STATUS_QUERY_KEY, fresh),
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Subscription (GET /api/subscription/status)</CardTitle>
        <CardDescription>A failed call counts as inactive.</CardDescription>
      </CardHeader>
      <CardContent className="debug-stack">
        <pre className="debug-pre" data-testid="debug-subscription">
          {status.isPending ? 'loading…' : status.isError ? `error: ${errorText(status.error)}` : json(status.data)}
        </pre>
        <p data-testid="debug-subscribed">
          Counts as: <strong>{status.subscribed ? 'subscribed' : 'not subscribed (inactive)'}</strong>
          {status.isError ? ' because the call failed' : null}
        </p>
        <div>
          <Button variant="outline" pending={refresh.isPending} onClick={() => refresh.mutate()}>
            Re-read subscription status
          </Button>
        </div>
        {refresh.isSuccess ? (
          <p role="status" data-testid="debug-refresh-result">
            Re-read: {refresh.data.status}
            {isSubscribed(refresh.data.status) ? ' (subscribed)' : ' (not subscribed)'}
          </p>
        ) : null}
        {refresh.isError ? (
          <p role="alert" className="nr-field__error" data-testid="debug-refresh-result">
            Re-read failed: {errorText(refresh.error)}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** Diagnostics for whoever is on call: session, subscription, remote locations and shared library copies. */
export default function DebugSyncPage() {
  const [remotes, setRemotes] = useState<string>('loading…');

  useEffect(() => {
    initRemotes().then(
      (urls) => setRemotes(json(urls)),
      (error: unknown) => setRemotes(`unavailable: ${errorText(error)}`),
    );
  }, []);

  const shared = sharedLibraries();
  return (
    <div className="page">
      <PageHeader title="Sync diagnostics" description="What this browser tab is connected to." />
      <div className="debug-grid">
        <SessionCard />
        <SubscriptionCard />
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
