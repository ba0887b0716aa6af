import { CONTENT_TYPE_LABELS, isSafeResourceUrl, type TrainingItemView } from '@newsroom/contracts';
import { Button, Dialog, formatDate } from '@newsroom/ui';
import type { ReviewDecision } from './useContentReview';

export interface ContentViewDialogProps {
  item: TrainingItemView;
  /** The decision under way for this item, if any: the buttons wait for it. */
  pending: ReviewDecision | undefined;
  onDecide(status: ReviewDecision): void;
  onClose(): void;
}

/**
 * The view dialog (spec section 2): title, category, submitted date and the full content, with
 * Approve, Reject and Cancel. The content was written by a user: it is shown as text (pre-wrap,
 * scrolling inside the dialog), never as HTML.
 */
export function ContentViewDialog({ item, pending, onDecide, onClose }: ContentViewDialogProps) {
  const link = item.resourceUrl;
  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={item.title}
      className="content-view"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            disabled={pending !== undefined}
            pending={pending === 'rejected'}
            onClick={() => onDecide('rejected')}
          >
            Reject
          </Button>
          <Button
            disabled={pending !== undefined}
            pending={pending === 'approved'}
            onClick={() => onDecide('approved')}
          >
            Approve
          </Button>
        </>
      }
    >
      <dl className="content-view__facts">
        <div>
          <dt>Category</dt>
          <dd>{item.category}</dd>
        </div>
        <div>
          <dt>Submitted</dt>
          <dd>
            <time dateTime={item.createdAt}>{formatDate(item.createdAt)}</time>
          </dd>
        </div>
        <div>
          <dt>Author</dt>
          <dd>{item.authorId === null ? '—' : String(item.authorId)}</dd>
        </div>
        <div>
          <dt>Type</dt>
          <dd>{CONTENT_TYPE_LABELS[item.contentType]}</dd>
        </div>
        {link ? (
          <div className="content-view__link">
            <dt>Link</dt>
            <dd>
              {/* The service only stores http(s) and own paths; anything else stays text all the same. */}
              {isSafeResourceUrl(link) ? (
                <a href={link} target="_blank" rel="noopener noreferrer">
                  {link}
                  <span className="nr-sr-only"> (opens in a new tab)</span>
                </a>
              ) : (
                link
              )}
            </dd>
          </div>
        ) : null}
      </dl>
      <h3 className="content-view__heading">Content</h3>
      <div
        className="content-view__text"
        data-testid="content-full-text"
        role="region"
        tabIndex={0}
        aria-label="Full content"
      >
        {item.content}
      </div>
    </Dialog>
  );
}
