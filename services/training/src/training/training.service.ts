import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import {
  type AdminTrainingRequest,
  type AdminTrainingUpdate,
  type ContentReview,
  TRAINING_MESSAGES,
  type TrainingSubmission,
} from '@newsroom/contracts';
import { TrainingItemEntity } from './entities/training-item.entity';
import { cleanTrainingContent } from './utils/training-view.util';

/** The fields every form sends, as they are stored: the body clean, the type and link in their columns. */
const storedFields = (request: TrainingSubmission) => ({
  title: request.title,
  category: request.category,
  ...cleanTrainingContent(request),
});

@Injectable()
export class TrainingService {
  constructor(@InjectRepository(TrainingItemEntity) private readonly items: Repository<TrainingItemEntity>) {}

  /** What the hub shows: approved items, newest first. */
  listPublished() {
    return this.items.find({ where: { status: 'approved' }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /** Training management: every item whatever its status, newest first. */
  listAll() {
    return this.items.find({ order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /** The approval queue: pending items, oldest first, so none waits behind newer ones. */
  listPending() {
    return this.items.find({ where: { status: 'pending' }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  /** A submission waits for review whatever the body said (spec section 4). */
  submit(request: TrainingSubmission, authorId: number) {
    return this.items.save(this.items.create({ ...storedFields(request), tags: [], status: 'pending', authorId }));
  }

  create(request: AdminTrainingRequest, authorId: number | null) {
    return this.items.save(
      this.items.create({ ...storedFields(request), tags: request.tags, status: request.status, authorId }),
    );
  }

  /** An edit replaces the form's fields; a status or tags left out keep their stored values. */
  update(id: number, request: AdminTrainingUpdate) {
    return this.change(id, {
      ...storedFields(request),
      ...(request.status ? { status: request.status } : {}),
      ...(request.tags ? { tags: request.tags } : {}),
    });
  }

  /** Approve or reject, from any status ("at any time"). */
  review(id: number, { status }: ContentReview) {
    return this.change(id, { status });
  }

  async remove(id: number) {
    const { affected } = await this.items.delete({ id });
    if (!affected) throw new NotFoundException(TRAINING_MESSAGES.notFound);
  }

  /** One UPDATE (which also sets updated_at), then the row as it now is. */
  private async change(id: number, fields: Partial<TrainingItemEntity>) {
    const { affected } = await this.items.update({ id }, fields);
    const item = affected ? await this.items.findOneBy({ id }) : null;
    if (!item) throw new NotFoundException(TRAINING_MESSAGES.notFound);
    return item;
  }
}
