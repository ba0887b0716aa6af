import { errorMessage, updateProfileSchema, type UserView } from '@newsroom/contracts';
import {
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
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useCurrentUser, useSessionActions } from '../session/currentUser';

/** Spec section 2: the profile's usage figures are random placeholders, not real counts. */
function placeholderCount(max: number): number {
  return Math.floor(Math.random() * max) + 1;
}

const USAGE = [
  { key: 'scripts', label: 'Scripts Simplified', max: 60 },
  { key: 'vosots', label: 'VOSOTs Generated', max: 30 },
  { key: 'articles', label: 'Articles Created', max: 20 },
] as const;

function UsageStatistics() {
  // Drawn once per visit to the page.
  const [counts] = useState(() => USAGE.map((item) => ({ ...item, value: placeholderCount(item.max) })));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Usage statistics</CardTitle>
        <CardDescription>Sample figures for illustration: usage is not tracked yet.</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="stats" data-testid="usage-statistics">
          {counts.map((item) => (
            <div key={item.key} className="stats__item">
              <dt>{item.label}</dt>
              <dd>{item.value}</dd>
            </div>
          ))}
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
