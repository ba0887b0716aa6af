import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormDialogFooter } from './FormDialogFooter';

describe('FormDialogFooter', () => {
  it('submits the named form and cancels with its own button', async () => {
    const onCancel = jest.fn();
    render(<FormDialogFooter formId="plan-form" onCancel={onCancel} submitLabel="Create Plan" />);
    const submit = screen.getByRole('button', { name: 'Create Plan' });
    expect(submit).toHaveAttribute('type', 'submit');
    expect(submit).toHaveAttribute('form', 'plan-form');
    expect(submit).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('keeps the submit button disabled when told to', () => {
    render(<FormDialogFooter formId="f" onCancel={() => {}} submitLabel="Update Role" disabled />);
    expect(screen.getByRole('button', { name: 'Update Role' })).toBeDisabled();
  });

  it('shows the pending label, disabled, while the change is under way', () => {
    const { rerender } = render(<FormDialogFooter formId="f" onCancel={() => {}} submitLabel="Save Changes" pending />);
    expect(screen.getByRole('button', { name: /Saving\.\.\./ })).toBeDisabled();
    rerender(
      <FormDialogFooter formId="f" onCancel={() => {}} submitLabel="Update Email" pendingLabel="Updating..." pending />,
    );
    expect(screen.getByRole('button', { name: /Updating\.\.\./ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Update Email' })).toBeNull();
  });
});
