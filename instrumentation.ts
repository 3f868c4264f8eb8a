// Next.js calls register() once per server process; the Node.js runtime is where the database lives.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    // First, so the limits per client address see the connection's own address (server/auth/peer-address.ts).
    (await import('./server/auth/peer-address')).recordPeerAddresses();
    const { startServer } = await import('./server/startup');
    await startServer();
  }
}
