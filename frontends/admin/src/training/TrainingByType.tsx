import { CONTENT_TYPE_LABELS, DESCRIPTION_PREVIEW_CHARS, previewText } from '@newsroom/contracts';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@newsroom/ui';
import { useId } from 'react';
import { TrainingActions } from './TrainingActions';
import { PremiumBadge, StatusBadge } from './TrainingBadges';
import type { TrainingTableProps } from './TrainingTable';
import { groupByType } from './trainingList';

/** By Type: a section per content type (spec order, empty ones left out), a small card per item. */
export function TrainingByType({ items, deletingId, onEdit, onDelete }: TrainingTableProps) {
  const id = useId();
  return (
    <div className="training-types">
      {groupByType(items).map((group) => (
        <section key={group.type} className="training-type" aria-labelledby={`${id}-${group.type}`}>
          <div className="training-type__header">
            <h2 id={`${id}-${group.type}`} className="training-type__title">
              {CONTENT_TYPE_LABELS[group.type]}
            </h2>
            {/* The list announces its own length; this is for the eye. */}
            <span className="training-type__count" aria-hidden="true">
              {group.items.length}
            </span>
          </div>
          <ul className="training-type__grid">
            {group.items.map((item) => (
              <li key={item.id}>
                <Card className="training-item" data-testid="training-item">
                  <CardHeader className="training-item__header">
                    <CardTitle as="h3" className="training-item__title">
                      {item.title}
                    </CardTitle>
                    <div className="training-item__meta">
                      <span>{item.category}</span>
                      <StatusBadge status={item.status} />
                      {item.premium ? <PremiumBadge /> : null}
                    </div>
                  </CardHeader>
                  <CardContent>
                    <p className="training-item__preview">{previewText(item.content, DESCRIPTION_PREVIEW_CHARS)}</p>
                  </CardContent>
                  <CardFooter className="training-item__footer">
                    <TrainingActions
                      item={item}
                      deleting={deletingId === item.id}
                      onEdit={onEdit}
                      onDelete={onDelete}
                    />
                  </CardFooter>
                </Card>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
