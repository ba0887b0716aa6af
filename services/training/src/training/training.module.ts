import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContentReviewController } from './content-review.controller';
import { TrainingItemEntity } from './entities/training-item.entity';
import { TrainingController } from './training.controller';
import { TrainingService } from './training.service';

@Module({
  imports: [TypeOrmModule.forFeature([TrainingItemEntity])],
  controllers: [TrainingController, ContentReviewController],
  providers: [TrainingService],
})
export class TrainingModule {}
