import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type RunOutcome = 'completed' | 'failed' | 'timed_out';

/** One finished job: what ran for whom and how it went. Never the copy itself. */
@Entity({ name: 'generation_runs' })
@Index(['userId', 'tool'])
export class GenerationRunEntity {
  @PrimaryGeneratedColumn('increment', { type: 'bigint' })
  id: string;

  @Column({ name: 'user_id', type: 'integer', nullable: true })
  userId: number | null;

  @Column({ type: 'varchar', length: 40 })
  tool: string;

  @Column({ type: 'jsonb', default: () => `'{}'::jsonb` })
  options: Record<string, unknown>;

  @Column({ name: 'input_chars', type: 'integer', default: 0 })
  inputChars: number;

  @Column({ type: 'varchar', length: 40, nullable: true })
  provider: string | null;

  @Column({ name: 'duration_ms', type: 'integer' })
  durationMs: number;

  @Column({ type: 'varchar', length: 16 })
  outcome: RunOutcome;

  @Column({ name: 'request_id', type: 'varchar', length: 128, nullable: true })
  requestId: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
