export { writeBanners, bannerFacts } from './banner';
export type { BannerInput, Banners, BannerStyle, BannerCharCount } from './banner';
