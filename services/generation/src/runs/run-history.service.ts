import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { GenerationRunEntity } from './entities/generation-run.entity';

export type RunRecord = Pick<
  GenerationRunEntity,
  'userId' | 'tool' | 'options' | 'inputChars' | 'provider' | 'durationMs' | 'outcome' | 'requestId'
>;

/** Per-user history of finished jobs (Profile's counts come from here). */
@Injectable()
export class RunHistoryService {
  constructor(@InjectRepository(GenerationRunEntity) private readonly runs: Repository<GenerationRunEntity>) {}

  async record(run: RunRecord): Promise<void> {
    await this.runs.save(this.runs.create(run));
  }

  async countFor(userId: number, tool: string): Promise<number> {
    return this.runs.countBy({ userId, tool, outcome: 'completed' });
  }
}
