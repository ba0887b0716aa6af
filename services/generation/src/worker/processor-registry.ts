import { JobName } from '../queue/generation-queue';
import type { JobProcessor } from './job-processor';

/** Maps each job name to its processor; refuses a set with a job type missing or handled twice. */
export function buildProcessorRegistry(processors: JobProcessor[]): Map<string, JobProcessor> {
  const registry = new Map<string, JobProcessor>();
  for (const processor of processors) {
    if (registry.has(processor.name)) throw new Error(`Job "${processor.name}" has two processors`);
    registry.set(processor.name, processor);
  }
  const missing = Object.values(JobName).filter((name) => !registry.has(name));
  if (missing.length) throw new Error(`No processor for job(s): ${missing.join(', ')}`);
  return registry;
}
