import type { TrainingContentType } from '@newsroom/contracts';

/**
 * One item of the starter library that `npm start` seeds into a new install's hub: approved, no
 * author. Every item must pass the admin training form's rules (adminTrainingSchema).
 */
export interface StarterItem {
  title: string;
  category: string;
  contentType: TrainingContentType;
  /** An http(s) link, a file the shell serves (`/library/…`), or null. */
  resourceUrl: string | null;
  /** `['premium']` for an item only subscribers may open. */
  tags: string[];
  content: string;
}
