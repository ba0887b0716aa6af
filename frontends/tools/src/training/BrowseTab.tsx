import {
  DESCRIPTION_PREVIEW_CHARS,
  PDF_RESOURCES_CATEGORY,
  RESOURCE_PREVIEW_CHARS,
  TRAINING_MESSAGES,
} from '@newsroom/contracts';
import { Card, CardDescription, CardHeader, CardTitle } from '@newsroom/ui';
import { useId } from 'react';
import { usePublishedTraining } from './api';
import { groupForBrowse } from './groupItems';
import { LoadState } from './LoadState';
import { TrainingCard } from './TrainingCard';

/** Browse: the published items by category, in the spec's order (groupForBrowse). */
export function BrowseTab() {
  const id = useId();
  const published = usePublishedTraining();
  if (!published.isSuccess) return <LoadState query={published} />;

  const groups = groupForBrowse(published.data);
  if (!groups.length) return <EmptyState />;
  return (
    <div className="training-browse">
      {groups.map(({ category, items }, index) => (
        <section key={category} className="training-group" aria-labelledby={`${id}-${index}`}>
          <h2 id={`${id}-${index}`} className="training-group__title">
            {category}
            <span className="training-group__count" aria-hidden="true">
              {items.length}
            </span>
          </h2>
          <ul className="training-grid">
            {items.map((item) => (
              <li key={item.id}>
                <TrainingCard
                  item={item}
                  previewChars={
                    category === PDF_RESOURCES_CATEGORY ? RESOURCE_PREVIEW_CHARS : DESCRIPTION_PREVIEW_CHARS
                  }
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function EmptyState() {
  return (
    <Card className="training-empty" data-testid="training-empty">
      <CardHeader>
        <CardTitle as="h2">{TRAINING_MESSAGES.noContentTitle}</CardTitle>
        <CardDescription>{TRAINING_MESSAGES.noContentText}</CardDescription>
      </CardHeader>
    </Card>
  );
}
