import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

describe('Tabs', () => {
  it('shows the panel of the selected tab and moves with the arrow keys', async () => {
    const user = userEvent.setup();
    render(
      <Tabs defaultValue="preview">
        <TabList label="Result view">
          <Tab value="preview">Preview</Tab>
          <Tab value="raw">Raw</Tab>
        </TabList>
        <TabPanel value="preview">formatted</TabPanel>
        <TabPanel value="raw">plain</TabPanel>
      </Tabs>,
    );
    expect(screen.getByRole('tab', { name: 'Preview' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('formatted');

    await user.click(screen.getByRole('tab', { name: 'Raw' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('plain');

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Preview' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('formatted');
  });
});
