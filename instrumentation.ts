// Next.js calls register() once per server process; the Node.js runtime is where the database lives.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startServer } = await import('./server/startup');
    await startServer();
  }
}
