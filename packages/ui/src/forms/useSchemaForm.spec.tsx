import { registerFormSchema } from '@newsroom/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PasswordField, TextField } from './TextField';
import { useSchemaForm } from './useSchemaForm';

function RegisterLike({ onValid }: { onValid(data: unknown): void }) {
  const form = useSchemaForm(registerFormSchema, { username: '', email: '', password: '', confirmPassword: '' });
  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate>
      <TextField id="u" label="Username" {...form.field('username')} />
      <TextField id="e" label="Email" {...form.field('email')} />
      <PasswordField id="p" label="Password" {...form.field('password')} />
      <PasswordField id="c" label="Confirm Password" {...form.field('confirmPassword')} />
      <button type="submit">Send</button>
    </form>
  );
}

describe(useSchemaForm.name, () => {
  it('says nothing until the first submit, then re-validates on every change', async () => {
    const user = userEvent.setup();
    const onValid = jest.fn();
    render(<RegisterLike onValid={onValid} />);
    await user.type(screen.getByLabelText('Username'), 'ab');
    expect(screen.queryByText('Username must be at least 3 characters.')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('Username must be at least 3 characters.');
    expect(screen.getByLabelText('Username')).toHaveFocus();

    await user.type(screen.getByLabelText('Username'), 'c');
    expect(screen.getByLabelText('Username')).not.toHaveAccessibleDescription();
    expect(screen.getByLabelText('Username')).not.toHaveAttribute('aria-invalid');
  });

  it('hands the parsed output (trimmed) to onValid', async () => {
    const user = userEvent.setup();
    const onValid = jest.fn();
    render(<RegisterLike onValid={onValid} />);
    await user.type(screen.getByLabelText('Username'), ' ana ');
    await user.type(screen.getByLabelText('Email'), 'ana@wxyz.tv');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).toHaveBeenCalledWith({
      username: 'ana',
      email: 'ana@wxyz.tv',
      password: 'secret1',
      confirmPassword: 'secret1',
    });
  });
});

describe(PasswordField.name, () => {
  it('shows and hides its value with a toggle named after the field', async () => {
    const user = userEvent.setup();
    render(<PasswordField id="c" label="Confirm Password" value="x" onChange={() => undefined} />);
    const input = screen.getByLabelText('Confirm Password');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show confirm password' }));
    expect(input).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide confirm password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('leaves the toggle out of label lookups, so the field is found by its label alone', () => {
    render(<PasswordField id="c" label="Confirm Password" value="" onChange={() => undefined} />);
    const matches = screen.getAllByLabelText(/confirm password/i);
    expect(matches).toHaveLength(1);
    expect(matches[0]).toHaveAttribute('id', 'c');
  });
});
