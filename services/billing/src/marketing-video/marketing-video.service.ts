import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { type MarketingVideoView, normaliseVideoUrl } from '@newsroom/contracts';
import { BillingSettingEntity } from './entities/billing-setting.entity';

const KEY = 'marketing_video_url';

@Injectable()
export class MarketingVideoService {
  constructor(@InjectRepository(BillingSettingEntity) private readonly settings: Repository<BillingSettingEntity>) {}

  async get(): Promise<MarketingVideoView> {
    const row = await this.settings.findOneBy({ key: KEY });
    return { videoUrl: row?.value ?? '' };
  }

  /** Stores the embeddable form of what the admin pasted (iframe code, watch or page links). */
  async save(videoUrl: string): Promise<MarketingVideoView> {
    const value = normaliseVideoUrl(videoUrl);
    await this.settings.save(this.settings.create({ key: KEY, value }));
    return { videoUrl: value };
  }
}
