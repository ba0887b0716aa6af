import { ADMIN_MESSAGES, errorMessage, type TrainingItemView } from '@newsroom/contracts';
import { Alert, Button, DataTable, formatDate, PageHeader, Spinner, type DataTableColumn } from '@newsroom/ui';
import { useCallback, useState } from 'react';
import { ContentViewDialog } from '../content-approval/ContentViewDialog';
import { useContentReview, type ReviewVariables } from '../content-approval/useContentReview';
import { usePendingContent } from '../data/queries';
import '../content-approval/content-approval.css';

export function ContentApprovalPage() {
  const pending = usePendingContent();
  const [viewing, setViewing] = useState<TrainingItemView | null>(null);
  // The dialog closes once its item has been decided (not when another row's change lands).
  const onReviewed = useCallback(
    ({ id }: ReviewVariables) => setViewing((current) => (current?.id === id ? null : current)),
    [],
  );
  const { decide, pendingFor } = useContentReview({ onReviewed });

  const columns: DataTableColumn<TrainingItemView>[] = [
    { key: 'title', header: 'Title', cell: (item) => item.title, className: 'approval-table__text' },
    { key: 'author', header: 'Author', cell: (item) => (item.authorId === null ? '—' : String(item.authorId)) },
    { key: 'category', header: 'Category', cell: (item) => item.category, className: 'approval-table__text' },
    {
      key: 'submitted',
      header: 'Submitted',
      cell: (item) => <time dateTime={item.createdAt}>{formatDate(item.createdAt)}</time>,
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'end',
      cell: (item) => {
        const decision = pendingFor(item.id);
        return (
          <div className="approval-table__actions">
            <Button variant="outline" size="sm" aria-label={`View ${item.title}`} onClick={() => setViewing(item)}>
              View
            </Button>
            <Button
              size="sm"
              aria-label={`Approve ${item.title}`}
              disabled={decision !== undefined}
              pending={decision === 'approved'}
              onClick={() => decide(item.id, 'approved')}
            >
              Approve
            </Button>
            <Button
              variant="destructive"
              size="sm"
              aria-label={`Reject ${item.title}`}
              disabled={decision !== undefined}
              pending={decision === 'rejected'}
              onClick={() => decide(item.id, 'rejected')}
            >
              Reject
            </Button>
          </div>
        );
      },
    },
  ];

  const list = pending.data ?? [];
  let body;
  if (pending.isPending) {
    body = <Spinner label="Loading pending content…" showLabel className="approval-status" />;
  } else if (pending.isError) {
    body = (
      <Alert variant="destructive" title="The pending content could not be loaded." className="approval-status">
        <p>{errorMessage(pending.error, 'Please try again.')}</p>
        <Button variant="outline" size="sm" pending={pending.isFetching} onClick={() => void pending.refetch()}>
          Retry
        </Button>
      </Alert>
    );
  } else if (list.length === 0) {
    body = (
      <div className="approval-empty" role="status">
        <h2 className="approval-empty__title">{ADMIN_MESSAGES.allClearTitle}</h2>
        <p>{ADMIN_MESSAGES.allClearText}</p>
      </div>
    );
  } else {
    body = (
      <DataTable
        caption="Pending content"
        className="approval-table"
        columns={columns}
        rows={list}
        rowKey={(item) => item.id}
      />
    );
  }

  return (
    <div className="content-approval">
      <PageHeader
        title="Content Approval"
        description="Training submissions wait here, oldest first, until an admin approves or rejects them."
      />
      {body}
      {viewing ? (
        <ContentViewDialog
          key={viewing.id}
          item={viewing}
          pending={pendingFor(viewing.id)}
          onDecide={(status) => decide(viewing.id, status)}
          onClose={() => setViewing(null)}
        />
      ) : null}
    </div>
  );
}
