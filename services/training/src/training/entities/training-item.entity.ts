import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type TrainingStatus = 'pending' | 'approved' | 'rejected';

/**
 * A training item. Non-text items keep their type and URL in a META:: block at the head of
 * `content` (spec section 3); the codec lives in @newsroom/contracts.
 */
@Entity({ name: 'training_items' })
export class TrainingItemEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'text' })
  content: string;

  @Column({ type: 'varchar', length: 80 })
  category: string;

  @Column({ type: 'text', array: true, default: () => `'{}'` })
  tags: string[];

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  status: TrainingStatus;

  @Column({ name: 'author_id', type: 'integer', nullable: true })
  authorId: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
