import { errorMessage, updateProfileSchema, USAGE_PATH, type UsageCounts, type UserView } from '@newsroom/contracts';
import {
  apiFetch,
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  PageHeader,
  TextField,
  useSchemaForm,
  useToast,
} from '@newsroom/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useCurrentUser, useSessionActions } from '../session/currentUser';

export const USAGE_QUERY_KEY = ['generation-usage'] as const;

const USAGE = [
  { key: 'scriptsSimplified', label: 'Scripts Simplified' },
  { key: 'vosotsGenerated', label: 'VOSOTs Generated' },
  { key: 'articlesCreated', label: 'Articles Created' },
] as const satisfies readonly { key: keyof UsageCounts; label: string }[];

/** Real counts of the user's completed runs (the spec's random placeholders are gone). */
function UsageStatistics() {
  // Always fresh on a visit: the counts change whenever a tool runs.
  const usage = useQuery({
    queryKey: USAGE_QUERY_KEY,
    queryFn: () => apiFetch<UsageCounts>(USAGE_PATH),
    staleTime: 0,
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Usage statistics</CardTitle>
        <CardDescription>Completed runs of the copy tools on your account.</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="stats" data-testid="usage-statistics" aria-busy={usage.isPending || undefined}>
          {USAGE.map((item) => {
            const value = usage.data?.[item.key];
            return (
              <div key={item.key} className="stats__item">
                <dt>{item.label}</dt>
                <dd>{typeof value === 'number' ? value.toLocaleString('en-US') : '—'}</dd>
              </div>
            );
          })}
        </dl>
      </CardContent>
    </Card>
  );
}

function AccountForm({ user }: { user: UserView }) {
  const { updateProfile } = useSessionActions();
  const { toast } = useToast();
  const form = useSchemaForm(updateProfileSchema, { email: user.email });
  const mutation = useMutation({
    mutationFn: updateProfile,
    onSuccess: () =>
      toast({ title: 'Profile updated', description: 'Your email address has been saved.', variant: 'success' }),
    onError: (error) =>
      toast({
        title: 'Update failed',
        description: errorMessage(error, 'Failed to update profile'),
        variant: 'destructive',
      }),
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Account details</CardTitle>
        <CardDescription>Your username is fixed; you can change the email address we reach you at.</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="profile-form" onSubmit={form.handleSubmit((request) => mutation.mutate(request))} noValidate>
          <dl className="details">
            <dt>Username</dt>
            <dd data-testid="profile-username">{user.username}</dd>
            <dt>Role</dt>
            <dd>
              <Badge variant={user.role === 'admin' ? 'default' : 'secondary'}>
                {user.role === 'admin' ? 'Admin' : 'User'}
              </Badge>
            </dd>
          </dl>
          <TextField id="profile-email" label="Email" type="email" autoComplete="email" {...form.field('email')} />
          <div>
            <Button type="submit" pending={mutation.isPending}>
              {mutation.isPending ? 'Saving...' : 'Save changes'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

export function ProfilePage() {
  const { data: user } = useCurrentUser();
  if (!user) return null;
  return (
    <div className="page page--narrow">
      <PageHeader title="Profile" description="Your account on the copy desk." />
      <div className="stack">
        <AccountForm user={user} />
        <UsageStatistics />
      </div>
    </div>
  );
}
