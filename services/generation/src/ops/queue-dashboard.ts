import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import type { Queue } from 'bullmq';
import type { NextFunction, Request, Response } from 'express';
import { INTERNAL_IDENTITY_HEADER } from '@newsroom/contracts';
import { verifyInternalIdentity } from '@newsroom/nest-common';

/** Where the gateway forwards the admins' queue dashboard (an admin-only prefix in its route table). */
export const QUEUE_DASHBOARD_PATH = '/api/admin/queues';

/**
 * Bull Board for on-call admins: waiting, active, failed and finished jobs, with retry and clean.
 * It is plain Express, outside Nest's guards, so it checks the gateway's signed identity itself.
 */
export function queueDashboard(queue: Queue, internalSecret: string) {
  const serverAdapter = new ExpressAdapter();
  serverAdapter.setBasePath(QUEUE_DASHBOARD_PATH);
  createBullBoard({
    queues: [new BullMQAdapter(queue)],
    serverAdapter,
    options: { uiConfig: { boardTitle: 'Generation queue' } },
  });
  const adminsOnly = (req: Request, res: Response, next: NextFunction) => {
    const result = verifyInternalIdentity(req.headers[INTERNAL_IDENTITY_HEADER], internalSecret);
    if (!result.ok) return res.status(401).json({ message: 'Request did not come through the gateway' });
    if (result.identity.user?.role !== 'admin') return res.status(403).json({ message: 'Admin access required' });
    next();
  };
  return [adminsOnly, serverAdapter.getRouter() as (req: Request, res: Response, next: NextFunction) => void] as const;
}
