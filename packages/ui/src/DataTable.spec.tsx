import { render, screen, within } from '@testing-library/react';
import { DataTable, type DataTableColumn } from './DataTable';

interface Plan {
  id: number;
  name: string;
  price: string;
}

const columns: DataTableColumn<Plan>[] = [
  { key: 'name', header: 'Name', cell: (p) => p.name },
  { key: 'price', header: 'Price', cell: (p) => p.price, align: 'end' },
  { key: 'actions', header: 'Actions', cell: (p) => <button type="button">Edit {p.name}</button> },
];
const rows = [
  { id: 1, name: 'Monthly', price: '$14.95' },
  { id: 2, name: 'Yearly', price: '$90.00' },
];

describe(DataTable.name, () => {
  it('is a table named by its caption, with column headers and a row header per row', () => {
    render(<DataTable caption="Subscription plans" columns={columns} rows={rows} rowKey={(p) => p.id} />);
    const table = screen.getByRole('table', { name: 'Subscription plans' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Price', 'Actions']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Monthly', 'Yearly']);
    const yearly = within(table).getAllByRole('row')[2];
    expect(within(yearly).getByRole('cell', { name: '$90.00' })).toHaveAttribute('data-label', 'Price');
    expect(within(yearly).getByRole('button', { name: 'Edit Yearly' })).toBeInTheDocument();
  });

  it('can leave every cell a plain cell', () => {
    render(
      <DataTable caption="Plans" columns={columns} rows={rows} rowKey={(p) => p.id} rowHeader={false} showCaption />,
    );
    expect(screen.queryAllByRole('rowheader')).toHaveLength(0);
    expect(screen.getByText('Plans')).toHaveClass('nr-table__caption');
  });
});
