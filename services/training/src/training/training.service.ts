import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { TrainingItemEntity } from './entities/training-item.entity';

@Injectable()
export class TrainingService {
  constructor(@InjectRepository(TrainingItemEntity) private readonly items: Repository<TrainingItemEntity>) {}

  /** What the hub shows: approved items, newest first. */
  listPublished() {
    return this.items.find({ where: { status: 'approved' }, order: { createdAt: 'DESC' } });
  }
}
