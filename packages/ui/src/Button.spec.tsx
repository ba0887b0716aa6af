import { render, screen } from '@testing-library/react';
import { Button } from './Button';

describe(Button.name, () => {
  it('is disabled and busy while pending', () => {
    const { rerender } = render(<Button pending>Saving...</Button>);
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(screen.getByRole('button')).toHaveAttribute('aria-busy', 'true');
    rerender(<Button>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.getByRole('button')).not.toHaveAttribute('aria-busy');
  });
});
