import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** The monthly and yearly Stripe payment links, made once per Stripe account and reused. */
@Entity({ name: 'payment_links' })
export class PaymentLinkEntity {
  @PrimaryColumn({ type: 'varchar', length: 8 })
  interval: 'month' | 'year';

  /** Which Stripe account (a hash of its secret key) the link belongs to: new keys make new links. */
  @Column({ name: 'account_fingerprint', type: 'varchar', length: 64 })
  accountFingerprint: string;

  @Column({ name: 'stripe_price_id', type: 'varchar', length: 255 })
  stripePriceId: string;

  @Column({ name: 'stripe_payment_link_id', type: 'varchar', length: 255 })
  stripePaymentLinkId: string;

  @Column({ type: 'text' })
  url: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
