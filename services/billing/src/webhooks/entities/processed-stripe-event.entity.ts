import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A Stripe event already applied; written in the same transaction as its effect. */
@Entity({ name: 'processed_stripe_events' })
export class ProcessedStripeEventEntity {
  @PrimaryColumn({ type: 'varchar', length: 255 })
  id: string;

  @Column({ type: 'varchar', length: 120 })
  type: string;

  @Column({ type: 'bigint', transformer: { to: (v: number) => v, from: (v: string) => Number(v) } })
  created: number;

  @Column({ name: 'processed_at', type: 'timestamptz', default: () => 'now()' })
  processedAt: Date;
}
