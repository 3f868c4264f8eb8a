/**
 * How long a repeated `call_inbound` may come after the first: Retell waits 10 seconds for an answer and retries up
 * to 3 times, so every retry of one ring lands within about 40 seconds of the first request; 60 leaves room for
 * the network and a slow answer.
 */
export const RETELL_INBOUND_RETRY_MS = 60_000;
