export { writeSocialPosts, socialFacts } from './social';
export type { SocialInput, SocialPosts, SocialPlatform, SocialTone } from './social';
