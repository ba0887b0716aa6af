import type { TrainingStatus } from '@newsroom/contracts';
import { Badge, type BadgeVariant } from '@newsroom/ui';
import { statusLabel } from './trainingForm';

const STATUS_VARIANTS: Record<TrainingStatus, BadgeVariant> = {
  approved: 'success',
  pending: 'warning',
  rejected: 'destructive',
};

export function StatusBadge({ status }: { status: TrainingStatus }) {
  return (
    <Badge variant={STATUS_VARIANTS[status]} data-status={status}>
      {statusLabel(status)}
    </Badge>
  );
}

export function PremiumBadge() {
  return (
    <Badge variant="default" className="training-premium">
      Premium
    </Badge>
  );
}
