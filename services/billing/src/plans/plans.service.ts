import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { BILLING_MESSAGES, type PlanRequest, type SubscriptionPlanView } from '@newsroom/contracts';
import { SubscriptionPlanEntity } from './entities/subscription-plan.entity';

export function toPlanView(plan: SubscriptionPlanEntity): SubscriptionPlanView {
  const { id, name, description, price, features, active } = plan;
  return { id, name, description, price, features, active };
}

@Injectable()
export class PlansService {
  constructor(@InjectRepository(SubscriptionPlanEntity) private readonly plans: Repository<SubscriptionPlanEntity>) {}

  /** The plans a subscriber can choose from, cheapest first. */
  listActive() {
    return this.plans.find({ where: { active: true }, order: { price: 'ASC' } });
  }

  /** Every plan, inactive ones too (the admin's table). */
  listAll() {
    return this.plans.find({ order: { price: 'ASC', id: 'ASC' } });
  }

  /** A new plan is always created active (spec section 4). */
  create(request: PlanRequest) {
    return this.plans.save(this.plans.create({ ...request, active: true }));
  }

  async update(id: number, request: PlanRequest) {
    const plan = await this.plans.findOneBy({ id });
    if (!plan) throw new NotFoundException(BILLING_MESSAGES.planNotFound);
    return this.plans.save(Object.assign(plan, request));
  }

  async remove(id: number) {
    const { affected } = await this.plans.delete({ id });
    if (!affected) throw new NotFoundException(BILLING_MESSAGES.planNotFound);
  }
}
