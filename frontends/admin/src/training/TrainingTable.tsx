import { CONTENT_TYPE_LABELS, type TrainingItemView } from '@newsroom/contracts';
import { DataTable, type DataTableColumn } from '@newsroom/ui';
import { TrainingActions, type TrainingActionsProps } from './TrainingActions';
import { PremiumBadge, StatusBadge } from './TrainingBadges';

export interface TrainingTableProps extends Omit<TrainingActionsProps, 'item' | 'deleting'> {
  items: readonly TrainingItemView[];
  deletingId: number | null;
}

/** All Content: one row per item (a card per item on a phone, as DataTable does). */
export function TrainingTable({ items, deletingId, onEdit, onDelete }: TrainingTableProps) {
  const columns: DataTableColumn<TrainingItemView>[] = [
    {
      key: 'title',
      header: 'Title',
      className: 'training-table__title',
      cell: (item) => (
        <>
          {item.title}
          {item.premium ? (
            <>
              {' '}
              <PremiumBadge />
            </>
          ) : null}
        </>
      ),
    },
    { key: 'type', header: 'Type', cell: (item) => CONTENT_TYPE_LABELS[item.contentType] },
    { key: 'category', header: 'Category', cell: (item) => item.category, className: 'training-table__text' },
    { key: 'status', header: 'Status', cell: (item) => <StatusBadge status={item.status} /> },
    {
      key: 'actions',
      header: 'Actions',
      align: 'end',
      cell: (item) => (
        <TrainingActions item={item} deleting={deletingId === item.id} onEdit={onEdit} onDelete={onDelete} />
      ),
    },
  ];
  return (
    <DataTable
      caption="All training content"
      className="training-table"
      columns={columns}
      rows={items}
      rowKey={(item) => item.id}
    />
  );
}
