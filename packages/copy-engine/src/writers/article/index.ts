export { writeArticle } from './article';
export type { ArticleInput, ArticleTone, DigitalArticle } from './article';
