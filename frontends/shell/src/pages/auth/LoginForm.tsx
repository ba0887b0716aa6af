import { errorMessage, loginSchema, type UserView } from '@newsroom/contracts';
import { Button, PasswordField, TextField, useSchemaForm, useToast } from '@newsroom/ui';
import { useMutation } from '@tanstack/react-query';
import { useSessionActions } from '../../session/currentUser';

export interface AuthFormProps {
  /** Called just before the request goes out. */
  onSubmitting(): void;
  onSignedIn(user: UserView): void;
  onFailed(): void;
}

/** The Login tab: username and password, checked by the shared `loginSchema`. */
export function LoginForm({ onSubmitting, onSignedIn, onFailed }: AuthFormProps) {
  const { login } = useSessionActions();
  const { toast } = useToast();
  const form = useSchemaForm(loginSchema, { username: '', password: '' });
  const mutation = useMutation({
    mutationFn: login,
    onMutate: onSubmitting,
    onSuccess: onSignedIn,
    onError: (error) => {
      onFailed();
      toast({ title: 'Login failed', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    },
  });

  return (
    <form className="auth__form" onSubmit={form.handleSubmit((request) => mutation.mutate(request))} noValidate>
      <TextField
        id="login-username"
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        {...form.field('username')}
      />
      <PasswordField id="login-password" label="Password" autoComplete="current-password" {...form.field('password')} />
      <Button type="submit" block pending={mutation.isPending}>
        {mutation.isPending ? 'Logging in...' : 'Login'}
      </Button>
    </form>
  );
}
