import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** The admin's Stripe keys: a single row. The secret is stored encrypted (AES-256-GCM) only. */
@Entity({ name: 'payment_settings' })
export class PaymentSettingsEntity {
  @PrimaryColumn({ type: 'smallint', default: 1 })
  id: number;

  @Column({ name: 'public_key', type: 'varchar', length: 255 })
  publicKey: string;

  @Column({ name: 'secret_key_encrypted', type: 'text' })
  secretKeyEncrypted: string;

  /** The masked form shown to admins, e.g. `sk_test_••••••••1234`. */
  @Column({ name: 'secret_key_hint', type: 'varchar', length: 64 })
  secretKeyHint: string;

  @Column({ name: 'test_mode', type: 'boolean', default: true })
  testMode: boolean;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
