import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TrainingItemEntity } from './entities/training-item.entity';
import { TrainingController } from './training.controller';
import { TrainingService } from './training.service';

@Module({
  imports: [TypeOrmModule.forFeature([TrainingItemEntity])],
  controllers: [TrainingController],
  providers: [TrainingService],
})
export class TrainingModule {}
