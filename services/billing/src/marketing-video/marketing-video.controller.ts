import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { marketingVideoSchema } from '@newsroom/contracts';
import { RequiresViewer, validate } from '@newsroom/nest-common';
import { MarketingVideoService } from './marketing-video.service';

@Controller('api')
export class MarketingVideoController {
  constructor(private readonly video: MarketingVideoService) {}

  @RequiresViewer('user')
  @Get('marketing-video')
  get() {
    return this.video.get();
  }

  @RequiresViewer('admin')
  @Post('admin/marketing-video')
  @HttpCode(200)
  save(@Body() body: unknown) {
    return this.video.save(validate(marketingVideoSchema, body).videoUrl);
  }
}
