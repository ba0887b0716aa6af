import { Controller, Headers, HttpCode, Post, type RawBodyRequest, Req } from '@nestjs/common';
import type { Request } from 'express';
import { StripeWebhooksService } from './stripe-webhooks.service';

/** Public (through the gateway, which passes the body byte for byte); trust comes from the signature. */
@Controller('api/webhooks')
export class StripeWebhooksController {
  constructor(private readonly webhooks: StripeWebhooksService) {}

  @Post('stripe')
  @HttpCode(200)
  receive(@Req() req: RawBodyRequest<Request>, @Headers('stripe-signature') signature: string | undefined) {
    return this.webhooks.handle(req.rawBody, signature);
  }
}
