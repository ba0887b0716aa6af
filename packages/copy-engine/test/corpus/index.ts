import { crimeAndCourts } from './crime-courts';
import { economyAndBusiness } from './economy-business';
import { electionsAndGovernment } from './elections-government';
import { hardScripts } from './hard';
import { healthAndSchools } from './health-schools';
import { longScripts } from './long';
import type { CorpusScript } from './script';
import { sports } from './sports';
import { weatherTrafficAndFire } from './weather-traffic-fire';

export { TOPICS } from './script';
export type { CorpusScript, Topic } from './script';

/** Every fixture script, for tests and the benchmark. */
export const CORPUS: readonly CorpusScript[] = [
  ...crimeAndCourts,
  ...weatherTrafficAndFire,
  ...economyAndBusiness,
  ...sports,
  ...electionsAndGovernment,
  ...healthAndSchools,
  ...longScripts,
  ...hardScripts,
];
