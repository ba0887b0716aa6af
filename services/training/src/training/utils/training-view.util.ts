import {
  type DecodedTrainingContent,
  META_MARKER,
  PREMIUM_TAG,
  type TrainingContentType,
  type TrainingItemView,
  type TrainingStatus,
  decodeTrainingContent,
} from '@newsroom/contracts';

/** A stored training item, as the entity holds it. */
export interface StoredTrainingItem {
  id: number;
  title: string;
  content: string;
  category: string;
  tags: string[];
  contentType: TrainingContentType;
  resourceUrl: string | null;
  status: TrainingStatus;
  authorId: number | null;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * The body, type and link an item really has. A plain text item whose content still starts with
 * the original app's META:: block (a row imported by SQL, or a blob pasted into the form) is
 * decoded; anything else is taken as its columns say. Reads and writes both go through this, so
 * what is stored is what is served.
 */
export function cleanTrainingContent(item: DecodedTrainingContent): DecodedTrainingContent {
  if (item.contentType === 'text' && !item.resourceUrl && item.content.startsWith(META_MARKER)) {
    return decodeTrainingContent(item.content);
  }
  return { contentType: item.contentType, resourceUrl: item.resourceUrl, content: item.content };
}

/**
 * What a caller sees of an item. A premium item (tagged 'premium') comes locked to a viewer
 * without premium access: no body and no link, title and the rest kept so the card can show it.
 */
export function toTrainingItemView(
  item: StoredTrainingItem,
  { premiumAccess }: { premiumAccess: boolean },
): TrainingItemView {
  const { content, contentType, resourceUrl } = cleanTrainingContent(item);
  const premium = item.tags.includes(PREMIUM_TAG);
  const locked = premium && !premiumAccess;
  return {
    id: item.id,
    title: item.title,
    content: locked ? '' : content,
    category: item.category,
    tags: [...item.tags],
    contentType,
    resourceUrl: locked ? null : resourceUrl,
    status: item.status,
    authorId: item.authorId,
    createdAt: item.createdAt.toISOString(),
    updatedAt: item.updatedAt.toISOString(),
    premium,
    locked,
  };
}

/** Admins may always open premium items (the routes that answer with this are admin-only). */
export const toAdminTrainingItemView = (item: StoredTrainingItem) => toTrainingItemView(item, { premiumAccess: true });
