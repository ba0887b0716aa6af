import { JobName } from '../queue/generation-queue';
import { buildProcessorRegistry } from './processor-registry';
import { PingProcessor } from './processors/ping.processor';

describe(buildProcessorRegistry.name, () => {
  it('maps every job name to its processor', () => {
    const registry = buildProcessorRegistry([new PingProcessor()]);
    expect(registry.get(JobName.Ping)).toBeInstanceOf(PingProcessor);
  });

  it('refuses a job type with no processor', () => {
    expect(() => buildProcessorRegistry([])).toThrow('No processor for job(s): ping');
  });

  it('refuses a job type with two processors', () => {
    expect(() => buildProcessorRegistry([new PingProcessor(), new PingProcessor()])).toThrow(
      'Job "ping" has two processors',
    );
  });
});
