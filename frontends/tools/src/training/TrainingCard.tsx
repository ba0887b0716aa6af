import {
  CONTENT_TYPE_BADGES,
  previewText,
  TRAINING_MESSAGES,
  vimeoPlayerUrl,
  type TrainingItemView,
} from '@newsroom/contracts';
import {
  Badge,
  Button,
  buttonClass,
  Card,
  CardContent,
  CardFooter,
  CardHeader,
  CardTitle,
  Dialog,
  formatDate,
  SUBSCRIPTION_PATH,
  Link,
} from '@newsroom/ui';
import { useId, useState, type ReactNode } from 'react';
import { LINK_LABELS } from './labels';

export interface TrainingCardProps {
  item: TrainingItemView;
  /** DESCRIPTION_PREVIEW_CHARS, or RESOURCE_PREVIEW_CHARS for resource cards. */
  previewChars: number;
  /** Extra footer buttons (an admin's Delete). */
  actions?: ReactNode;
}

/**
 * One training item. Everything the server sent is shown as text (React text nodes with
 * white-space: pre-wrap), never as HTML: submissions come from users. A locked item shows the
 * Premium Content panel instead of its body and link; the server decided that, not this card.
 */
export function TrainingCard({ item, previewChars, actions }: TrainingCardProps) {
  const id = useId();
  const [reading, setReading] = useState(false);
  const typeBadge = CONTENT_TYPE_BADGES[item.contentType];
  const date = formatDate(item.createdAt);
  const player = item.locked ? null : vimeoPlayerUrl(item.resourceUrl);
  const link = item.locked || player ? null : item.resourceUrl;
  const hasText = !item.locked && item.content.trim() !== '';
  const footer = hasText || link || actions;

  return (
    <Card className="training-card" data-testid="training-card">
      <CardHeader className="training-card__header">
        {typeBadge || item.premium ? (
          <div className="training-card__badges">
            {typeBadge ? <Badge variant="secondary">{typeBadge}</Badge> : null}
            {item.premium ? <Badge variant="warning">Premium</Badge> : null}
          </div>
        ) : null}
        <CardTitle as="h3" id={`${id}-title`} className="training-card__title">
          {item.title}
        </CardTitle>
        {date ? (
          <time className="training-card__date" dateTime={item.createdAt}>
            {date}
          </time>
        ) : null}
      </CardHeader>
      <CardContent className="training-card__body">
        {item.locked ? <LockedPanel /> : null}
        {player ? <VimeoPlayer src={player} title={item.title} /> : null}
        {hasText ? <p className="training-card__text">{previewText(item.content, previewChars)}</p> : null}
      </CardContent>
      {footer ? (
        <CardFooter className="training-card__footer">
          {hasText ? (
            <Button variant="ghost" size="sm" aria-describedby={`${id}-title`} onClick={() => setReading(true)}>
              Read more
            </Button>
          ) : null}
          {link ? <ResourceLink href={link} label={LINK_LABELS[item.contentType]} describedBy={`${id}-title`} /> : null}
          {actions ? <div className="training-card__actions">{actions}</div> : null}
        </CardFooter>
      ) : null}
      {hasText ? (
        <Dialog
          open={reading}
          onClose={() => setReading(false)}
          title={item.title}
          description={[item.category, date].filter(Boolean).join(' · ')}
          size="lg"
          footer={
            <Button variant="outline" onClick={() => setReading(false)}>
              Close
            </Button>
          }
        >
          <div className="training-full-text" data-testid="training-full-text">
            {item.content}
          </div>
          {link ? (
            <p className="training-full-text__link">
              <ResourceLink href={link} label={LINK_LABELS[item.contentType]} />
            </p>
          ) : null}
        </Dialog>
      ) : null}
    </Card>
  );
}

/** Spec section 2: premium items for viewers who are neither subscribed nor admin. */
function LockedPanel() {
  return (
    <div className="training-locked" data-testid="premium-locked">
      <svg className="training-locked__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M7 10V7a5 5 0 0 1 10 0v3h1a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1h1Zm2 0h6V7a3 3 0 0 0-6 0v3Z" />
      </svg>
      <p className="training-locked__title">{TRAINING_MESSAGES.premiumTitle}</p>
      <p className="training-locked__text">{TRAINING_MESSAGES.premiumText}</p>
      <Link to={SUBSCRIPTION_PATH} className={buttonClass('accent', 'sm')}>
        {TRAINING_MESSAGES.viewPlans}
      </Link>
    </div>
  );
}

/** Vimeo links play in the card (spec: the second video host embeds); lazy, so a long list stays light. */
function VimeoPlayer({ src, title }: { src: string; title: string }) {
  return (
    <div className="training-card__player">
      <iframe src={src} title={`Video: ${title}`} allow="fullscreen; picture-in-picture" loading="lazy" />
    </div>
  );
}

/** Any other link opens in a new tab, without giving the page a handle on this one. */
function ResourceLink({ href, label, describedBy }: { href: string; label: string; describedBy?: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClass('outline', 'sm', 'training-card__link')}
      aria-describedby={describedBy}
    >
      {label}
      <span aria-hidden="true"> ↗</span>
      <span className="nr-sr-only"> (opens in a new tab)</span>
    </a>
  );
}
