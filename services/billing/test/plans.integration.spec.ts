import type { DataSource } from 'typeorm';
import { openTestSchemaDatabase } from '@newsroom/nest-common';
import { billingDatabase } from '../src/database/billing-database';
import { SubscriptionPlanEntity } from '../src/plans/entities/subscription-plan.entity';
import { PlansService } from '../src/plans/plans.service';

describe(PlansService.name, () => {
  let db: DataSource;
  let drop: () => Promise<void>;
  let sut: PlansService;

  beforeAll(async () => {
    ({ db, drop } = await openTestSchemaDatabase(billingDatabase, 'billing'));
    sut = new PlansService(db.getRepository(SubscriptionPlanEntity));
  });
  afterAll(() => drop());

  it('starts with the two launch plans, prices in cents, cheapest first', async () => {
    const plans = await sut.listActive();
    expect(plans.map((p) => [p.name, p.price, p.active])).toEqual([
      ['Monthly', 1495, true],
      ['Yearly', 9000, true],
    ]);
    expect(plans[0].features).toContain('7-day free trial');
  });

  it('leaves inactive plans out of the list', async () => {
    await db.getRepository(SubscriptionPlanEntity).update({ name: 'Monthly' }, { active: false });
    expect((await sut.listActive()).map((p) => p.name)).toEqual(['Yearly']);
  });
});
