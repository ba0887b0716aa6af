import { errorMessage, registerFormSchema, toRegisterRequest } from '@newsroom/contracts';
import { Button, PasswordField, TextField, useSchemaForm, useToast, Link } from '@newsroom/ui';
import { useMutation } from '@tanstack/react-query';
import { useSessionActions } from '../../session/currentUser';
import type { AuthFormProps } from './LoginForm';

/** The Register tab: checked by the shared `registerFormSchema`; confirmPassword is never sent. */
export function RegisterForm({ onSubmitting, onSignedIn, onFailed }: AuthFormProps) {
  const { register } = useSessionActions();
  const { toast } = useToast();
  const form = useSchemaForm(registerFormSchema, { username: '', email: '', password: '', confirmPassword: '' });
  const mutation = useMutation({
    mutationFn: register,
    onMutate: onSubmitting,
    onSuccess: onSignedIn,
    onError: (error) => {
      onFailed();
      toast({
        title: 'Registration failed',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    },
  });

  return (
    <form
      className="auth__form"
      onSubmit={form.handleSubmit((data) => mutation.mutate(toRegisterRequest(data)))}
      noValidate
    >
      <TextField
        id="register-username"
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        {...form.field('username')}
      />
      <TextField id="register-email" label="Email" type="email" autoComplete="email" {...form.field('email')} />
      <PasswordField id="register-password" label="Password" autoComplete="new-password" {...form.field('password')} />
      <PasswordField
        id="register-confirm-password"
        label="Confirm Password"
        autoComplete="new-password"
        {...form.field('confirmPassword')}
      />
      <Button type="submit" block pending={mutation.isPending}>
        {mutation.isPending ? 'Registering...' : 'Register'}
      </Button>
      <p className="auth__fine-print">
        By registering you agree to the <Link to="/terms-of-service">Terms of Service</Link> and the{' '}
        <Link to="/privacy-policy">Privacy Policy</Link>.
      </p>
    </form>
  );
}
