import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { SubscriptionPlanEntity } from './entities/subscription-plan.entity';

@Injectable()
export class PlansService {
  constructor(@InjectRepository(SubscriptionPlanEntity) private readonly plans: Repository<SubscriptionPlanEntity>) {}

  /** The plans a subscriber can choose from, cheapest first. */
  listActive() {
    return this.plans.find({ where: { active: true }, order: { price: 'ASC' } });
  }
}
