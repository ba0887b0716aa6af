import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** Small named settings of the billing area (the marketing video URL). */
@Entity({ name: 'billing_settings' })
export class BillingSettingEntity {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  key: string;

  @Column({ type: 'text' })
  value: string;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
