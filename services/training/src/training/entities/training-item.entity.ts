import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { TrainingContentType, TrainingStatus } from '@newsroom/contracts';

/**
 * A training item. Its type and link have their own columns; a row whose content still starts
 * with the original app's META:: block (imported by SQL) is decoded on read (utils/training-view).
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

  @Column({ name: 'content_type', type: 'varchar', length: 16, default: 'text' })
  contentType: TrainingContentType;

  @Column({ name: 'resource_url', type: 'varchar', length: 2000, nullable: true })
  resourceUrl: string | null;

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  status: TrainingStatus;

  @Column({ name: 'author_id', type: 'integer', nullable: true })
  authorId: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
