import { agentsBench } from './agents';
import type { BenchSuite } from './context';

/** Every benchmark suite `npm run bench` runs, in order. Each domain adds its own file here. */
export const suites: BenchSuite[] = [
  agentsBench,
];
