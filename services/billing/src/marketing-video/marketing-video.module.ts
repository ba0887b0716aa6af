import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BillingSettingEntity } from './entities/billing-setting.entity';
import { MarketingVideoController } from './marketing-video.controller';
import { MarketingVideoService } from './marketing-video.service';

@Module({
  imports: [TypeOrmModule.forFeature([BillingSettingEntity])],
  controllers: [MarketingVideoController],
  providers: [MarketingVideoService],
})
export class MarketingVideoModule {}
