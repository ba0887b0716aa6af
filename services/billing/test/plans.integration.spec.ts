import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { openServiceDatabase } from '@newsroom/nest-common';
import { billingDatabase } from '../src/database/billing-database';
import { SubscriptionPlanEntity } from '../src/plans/entities/subscription-plan.entity';
import { PlansService } from '../src/plans/plans.service';

describe(PlansService.name, () => {
  const schema = `billing_it_${randomBytes(4).toString('hex')}`;
  let db: DataSource;
  let sut: PlansService;

  beforeAll(async () => {
    db = await openServiceDatabase(
      billingDatabase({
        DATABASE_URL: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
        DB_SCHEMA: schema,
      } as Parameters<typeof billingDatabase>[0]),
    );
    sut = new PlansService(db.getRepository(SubscriptionPlanEntity));
  });
  afterAll(async () => {
    await db.query(`DROP SCHEMA "${schema}" CASCADE`);
    await db.destroy();
  });

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
