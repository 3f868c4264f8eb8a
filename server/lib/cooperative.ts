/**
 * A loop over tens of thousands of rows inside one request (a campaign preview, a bulk consent import) runs on the
 * event loop every other request of the process shares: awaiting in-memory work only queues microtasks, so without
 * a break a 50,000-contact preview holds a health check or another tenant's call for a second. `cooperative()`
 * returns a tick to await in such a loop: once the loop has run for `sliceMs` since its last break it hands the
 * event loop over (setImmediate runs after pending I/O), so others wait at most about one slice.
 */
export function cooperative(sliceMs = 8): () => Promise<void> | void {
  let since = performance.now();
  return () => {
    if (performance.now() - since < sliceMs) return;
    return new Promise<void>((resolve) => {
      setImmediate(() => {
        since = performance.now();
        resolve();
      });
    });
  };
}
