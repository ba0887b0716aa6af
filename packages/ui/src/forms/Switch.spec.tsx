import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Switch } from './Switch';

function EmailSwitch() {
  const [on, setOn] = useState(false);
  return <Switch id="email" label="Email notifications" description="By email" checked={on} onChange={setOn} />;
}

describe(Switch.name, () => {
  it('is a labelled switch that Space toggles', async () => {
    const user = userEvent.setup();
    render(<EmailSwitch />);
    const toggle = screen.getByRole('switch', { name: 'Email notifications' });
    expect(toggle).toHaveAccessibleDescription('By email');
    expect(toggle).not.toBeChecked();
    toggle.focus();
    await user.keyboard(' ');
    expect(toggle).toBeChecked();
  });
});
