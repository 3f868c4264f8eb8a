// Next.js calls register() once per server process; the Node.js runtime is where the database lives.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    // First, so the limits per client address see the connection's own address (server/auth/peer-address.ts).
    (await import('./server/auth/peer-address')).recordPeerAddresses();
    const { startServer, StartupRefused } = await import('./server/startup');
    try {
      await startServer();
    } catch (err) {
      // Next.js logs a failing hook and keeps listening, answering every request with an error; a refused setting
      // (AUTH_SECRET unset in production, say) stops the process instead, with the one line that says what to set.
      if (!(err instanceof StartupRefused)) throw err;
      (await import('./server/logger')).logger.error(`refusing to start: ${err.message}`);
      process.exit(1);
    }
  }
}
