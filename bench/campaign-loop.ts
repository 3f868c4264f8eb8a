/** The dispatch's job kinds: a campaign's pass (which dials what it placed at once) and a call's own dial. */
export const DISPATCH_KINDS = ['campaigns.tick', 'calls.start'];

// How long a bench worker loop may sleep: the embedded worker's own rule (until its next job is due, at most its poll
// interval), which a busy campaign's short simulated steps would otherwise wait out.
export { msUntilDue } from '../server/jobs/next-due';
