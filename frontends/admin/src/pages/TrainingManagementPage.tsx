import { errorMessage, TRAINING_MESSAGES, type TrainingItemView } from '@newsroom/contracts';
import {
  Alert,
  Button,
  ConfirmDialog,
  PageHeader,
  Spinner,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  TextField,
} from '@newsroom/ui';
import { useState } from 'react';
import { useAllTraining } from '../data/queries';
import { TrainingByType } from '../training/TrainingByType';
import { TrainingDialog } from '../training/TrainingDialog';
import { TrainingEmpty } from '../training/TrainingEmpty';
import { TrainingTable } from '../training/TrainingTable';
import { itemsTotalText } from '../training/trainingList';
import { useDeleteTraining } from '../training/useDeleteTraining';
import { useTrainingFilter } from '../training/useTrainingFilter';
import '../training/training.css';

/** Which dialog is open; an edit keeps the item as it was when opened. */
type Opened = { mode: 'create' } | { mode: 'edit'; item: TrainingItemView };

export function TrainingManagementPage() {
  const training = useAllTraining();
  const { search, setSearch, term, filtered } = useTrainingFilter(training.data);
  const [opened, setOpened] = useState<Opened | null>(null);
  const deletion = useDeleteTraining();

  const listProps = {
    items: filtered,
    deletingId: deletion.deletingId,
    onEdit: (item: TrainingItemView) => setOpened({ mode: 'edit', item }),
    onDelete: deletion.ask,
  };
  const empty = <TrainingEmpty search={term} onClearSearch={() => setSearch('')} />;

  let body;
  if (training.isPending) {
    body = <Spinner label="Loading training content…" showLabel className="training-status" />;
  } else if (training.isError) {
    body = (
      <Alert variant="destructive" title="The training content could not be loaded." className="training-status">
        <p>{errorMessage(training.error, 'Please try again.')}</p>
        <Button variant="outline" size="sm" pending={training.isFetching} onClick={() => void training.refetch()}>
          Retry
        </Button>
      </Alert>
    );
  } else {
    body = (
      <Tabs defaultValue="all" className="training-tabs">
        <TabList label="Training content views">
          <Tab value="all">All Content</Tab>
          <Tab value="type">By Type</Tab>
        </TabList>
        <TabPanel value="all">
          {filtered.length === 0 ? (
            empty
          ) : (
            <>
              <p className="training-count" aria-live="polite">
                {itemsTotalText(filtered.length)}
              </p>
              <TrainingTable {...listProps} />
            </>
          )}
        </TabPanel>
        <TabPanel value="type">{filtered.length === 0 ? empty : <TrainingByType {...listProps} />}</TabPanel>
      </Tabs>
    );
  }

  return (
    <div className="training-management">
      <PageHeader
        title="Training Hub Management"
        description="The articles, videos, PDFs, blog posts and links of the Training Hub."
        actions={<Button onClick={() => setOpened({ mode: 'create' })}>Add Content</Button>}
      />
      <form role="search" className="training-search" onSubmit={(event) => event.preventDefault()}>
        <TextField
          id="training-search"
          type="search"
          label="Search content"
          placeholder="Search by title, category or content"
          value={search}
          maxLength={200}
          autoComplete="off"
          onChange={(event) => setSearch(event.target.value)}
        />
      </form>
      {body}
      {/* Mounted per opening, so each form starts from its item. */}
      {opened?.mode === 'create' ? <TrainingDialog mode="create" onClose={() => setOpened(null)} /> : null}
      {opened?.mode === 'edit' ? (
        <TrainingDialog key={opened.item.id} mode="edit" item={opened.item} onClose={() => setOpened(null)} />
      ) : null}
      <ConfirmDialog
        open={deletion.asking !== null}
        title={TRAINING_MESSAGES.deleteConfirmTitle}
        description={
          <>
            <p>{TRAINING_MESSAGES.deleteConfirmText}</p>
            {deletion.asking ? <p className="training-delete__item">{deletion.asking.title}</p> : null}
          </>
        }
        confirmLabel="Delete"
        destructive
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
      />
    </div>
  );
}
