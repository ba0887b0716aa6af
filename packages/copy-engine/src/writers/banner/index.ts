export { writeBanners, bannerFacts, MIN_FILL, SHORT_FILL } from './banner';
export type { BannerInput, Banners, BannerStyle, BannerCharCount } from './banner';
